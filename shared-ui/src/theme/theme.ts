import { createTheme } from '@mui/material/styles';
import { muiPtBR } from './mui-pt-br';
import { PRIMARY_COLOR, primaryShades } from './palette';

declare module '@mui/material/styles' {
  interface Palette {
    primaryShades: typeof primaryShades;
  }
  interface PaletteOptions {
    primaryShades?: typeof primaryShades;
  }
}

export const TOOLTIP_MAX_WIDTH = '12.5rem';

/**
 * The product's MUI theme. Dark mode follows the `p-dark` class on <html> (MUI writes the
 * colour schemes as CSS variables under `.p-light` / `.p-dark`).
 */
export function createAppTheme() {
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: '.p-%s' },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: PRIMARY_COLOR, light: primaryShades[400], dark: primaryShades[800] },
            // MUI's orange (#ed6c02) is 3.1:1 on white: a warning's text and an outlined warning
            // button in it fail AA. This one is 5.0:1 (4.6:1 on the warning's pale ground).
            warning: { main: '#b45309', light: '#ed6c02', dark: '#8c4107' },
            primaryShades,
          },
        },
        dark: {
          palette: {
            // A light primary on a dark, slightly blue ground: text in it, and dark text on it,
            // keep AA contrast (white on the 400 shade would not).
            primary: {
              main: primaryShades[300],
              light: primaryShades[200],
              dark: primaryShades[400],
              contrastText: primaryShades[950],
            },
            background: { default: '#0f1520', paper: '#151c2a' },
            primaryShades,
          },
        },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiTooltip: { styleOverrides: { tooltip: { maxWidth: TOOLTIP_MAX_WIDTH } } },
        MuiButton: { defaultProps: { disableElevation: true } },
        // A disabled field's helper text often says why it is disabled ("escolha um veículo"):
        // it must stay readable, not fade to the disabled grey (under AA contrast).
        MuiFormHelperText: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-disabled': { color: (theme.vars ?? theme).palette.text.secondary },
            }),
          },
        },
      },
    },
    muiPtBR,
  );
}

let shared: ReturnType<typeof createAppTheme> | null = null;

type WithVars = { generateThemeVars?: () => unknown; generateStyleSheets?: () => unknown[] };

/** `make` called once, its answer given again on every later call. */
function once<T>(make: () => T): () => T {
  let value: { made: T } | null = null;
  return () => (value ??= { made: make() }).made;
}

/**
 * The one theme every provider uses, made on first use. Creating it computes every CSS variable
 * of both colour schemes (about 4 ms of CPU), and MUI's provider asks it again for those
 * variables and their style sheet on every mount (about 1 ms): once per process, not once per
 * server-rendered page. Neither the theme nor those answers are ever changed by MUI.
 */
export function appTheme() {
  if (shared) return shared;
  const theme = createAppTheme();
  const withVars = theme as unknown as WithVars;
  if (withVars.generateThemeVars) withVars.generateThemeVars = once(withVars.generateThemeVars);
  if (withVars.generateStyleSheets)
    withVars.generateStyleSheets = once(withVars.generateStyleSheets);
  return (shared = theme);
}
