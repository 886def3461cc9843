import type { ScreenDefinition } from '@catalogo/shared-ui';

/** Everything under /panel/setting, plus /panel/account (spec §2). */
export const settingsScreens: readonly ScreenDefinition[] = [
  {
    path: '/panel/setting',
    screen: 'settings',
    title: 'Configurações',
    description: 'Sistema de categorias e usuários da empresa.',
  },
  {
    path: '/panel/setting/category-system',
    screen: 'category-system',
    title: 'Sistema de categorias',
  },
  { path: '/panel/setting/user', screen: 'user-list', title: 'Usuários' },
  { path: '/panel/setting/user/form/:id?', screen: 'user-form', title: 'Usuário' },
  {
    path: '/panel/account',
    screen: 'account',
    title: 'Minha conta',
    description: 'Dados da empresa e do seu acesso.',
  },
];
