import { ptBR } from '@mui/material/locale';
import { muiPtBR } from './mui-pt-br';
import type * as Theme from './theme';

type Props = Record<string, unknown>;
const props = (locale: typeof ptBR) =>
  Object.fromEntries(
    Object.entries(locale.components ?? {}).map(([name, value]) => [
      name,
      (value as { defaultProps: Props }).defaultProps,
    ]),
  );

/** What each text gives, the functions called with every kind of argument MUI passes them. */
function texts(locale: typeof ptBR) {
  return Object.fromEntries(
    Object.entries(props(locale)).map(([name, defaults]) => [
      name,
      Object.fromEntries(
        Object.entries(defaults).map(([key, value]) => {
          if (typeof value !== 'function') return [key, value];
          const run = value as (...args: unknown[]) => unknown;
          const calls = [
            ...['first', 'last', 'next', 'previous'].map((type) => run(type, 3, false)),
            run('page', 1234, false),
            run('page', 7, true),
            run(0),
            run(1),
            run(2.5),
            ...[
              { from: 1, to: 10, count: 1234 },
              { from: 1001, to: 2000, count: -1 },
              { from: 0, to: 0, count: 0 },
              { from: 1, to: 5, count: Infinity },
            ].map((range) => run(range)),
          ];
          return [key, calls];
        }),
      ),
    ]),
  );
}

describe('MUI pt-BR texts', () => {
  it('are the texts of MUI’s own pt-BR locale', () => {
    expect(Object.keys(props(muiPtBR)).sort()).toEqual(Object.keys(props(ptBR)).sort());
    expect(texts(muiPtBR)).toEqual(texts(ptBR));
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
