// One ESLint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const throughSharedUi = [
  { group: ['@mui/*', '@mui/*/*'], message: 'Import MUI from @catalogo/shared-ui.' },
  { group: ['react-router', 'react-router-dom', 'react-router/*'], message: 'Import routing from @catalogo/shared-ui.' },
  { group: ['@emotion/*', '@emotion/*/*'], message: 'Style with @catalogo/shared-ui (styled, sx).' },
  { group: ['@iconify/*', '@iconify/*/*'], message: 'Use Icon from @catalogo/shared-ui (one Iconify client).' },
  { group: ['../../*-mfe/*', '*-mfe/*'], message: 'Remotes never import each other.' },
];
const throughSharedAuth = {
  group: ['@reduxjs/*', '@reduxjs/*/*', '@reduxjs/*/*/*', 'react-redux'],
  message: 'Import Redux from @catalogo/shared-auth.',
};
const mfeApps = ['shell', 'catalog-mfe', 'auth-mfe', 'portfolio-mfe', 'settings-mfe', 'commerce-mfe'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', 'api/migrations/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // MUI, React Router and Emotion reach the apps only through shared-ui, Redux only through
    // shared-auth, so the browser holds one copy of each (tools/webpack/shared-deps.js).
    files: ['shared-auth/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: throughSharedUi }] },
  },
  {
    // shared-ui carries no Redux: a second copy of React Redux would not see the store.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughSharedAuth] }] },
  },
  {
    files: mfeApps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...throughSharedUi,
            throughSharedAuth,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
