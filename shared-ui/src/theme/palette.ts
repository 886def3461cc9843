/** Primary colour of the product (#3862ae) and its shades 50 to 950. */
export const primaryShades = {
  50: '#f3f6fc',
  100: '#e6edf8',
  200: '#c8d8ef',
  300: '#98b7e1',
  400: '#6190cf',
  500: '#4677c2',
  600: '#3862ae',
  700: '#2e4f8e',
  800: '#294475',
  900: '#263b61',
  950: '#192540',
} as const;

export type PrimaryShade = keyof typeof primaryShades;

export const PRIMARY_COLOR = primaryShades[600];

/** Class on <html> that switches the interface to dark mode. */
export const DARK_MODE_CLASS = 'p-dark';
