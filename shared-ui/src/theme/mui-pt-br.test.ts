import fs from 'node:fs';
import path from 'node:path';
import { ptBR } from '@mui/material/locale';
import { muiPtBR } from './mui-pt-br';
import type * as Theme from './theme';

type Components = Record<string, { defaultProps: Record<string, unknown> }>;
const ours = muiPtBR.components as Components;
const mui = ptBR.components as Components;

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [
  'shell',
  'catalog-mfe',
  'auth-mfe',
  'portfolio-mfe',
  'settings-mfe',
  'commerce-mfe',
  'shared-ui',
  'shared-auth',
];

/** Every source file of the apps and libraries (tests aside). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('MUI pt-BR texts', () => {
  it('are the texts of MUI’s own pt-BR locale', () => {
    for (const [name, { defaultProps }] of Object.entries(ours))
      expect([name, defaultProps]).toEqual([name, mui[name]?.defaultProps]);
  });

  it('cover every component with texts in MUI’s locale that the apps import', () => {
    const code = APPS.flatMap((app) => sources(path.join(ROOT, app, 'src')))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const used = Object.keys(mui)
      .map((name) => name.replace(/^Mui/, ''))
      .filter((component) => code.includes(`'@mui/material/${component}'`));
    expect(used.length).toBeGreaterThan(0);
    expect(used.map((component) => `Mui${component}`).sort()).toEqual(Object.keys(ours).sort());
  });

  it('are loaded, and the theme made, without creating an Intl formatter', () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        const { createAppTheme } = jest.requireActual<typeof Theme>('./theme');
        createAppTheme();
      });
      expect(NumberFormat).not.toHaveBeenCalled();
    } finally {
      NumberFormat.mockRestore();
    }
  });
});
