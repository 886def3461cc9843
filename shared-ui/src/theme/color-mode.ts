import { DARK_MODE_CLASS } from './palette';

/** The visitor's choice: a fixed colour scheme, or the system's (prefers-color-scheme). */
export type ColorMode = 'light' | 'dark' | 'system';

export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark', 'system'];

/**
 * Where the choice is kept (localStorage, per browser). MUI's ThemeProvider reads and writes it
 * (`modeStorageKey`), and the inline script in tools/webpack/index.html reads it before the
 * first paint: keep the three in step (a test checks the script against this key).
 */
export const COLOR_MODE_STORAGE_KEY = 'catalogo-color-mode';
/** MUI keeps the light and dark scheme names under this prefix; there is one of each here. */
export const COLOR_SCHEME_STORAGE_KEY = 'catalogo-color-scheme';

export const COLOR_MODE_LABELS: Record<ColorMode, string> = {
  light: 'Claro',
  dark: 'Escuro',
  system: 'Automático (sistema)',
};

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** The stored choice, or 'system' when there is none (or no storage). */
export function readColorMode(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()) {
  try {
    const value = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Whether a mode shows the dark scheme, given the system's preference. */
export function resolvesToDark(mode: ColorMode, systemDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && systemDark);
}

/** Puts the scheme's class on <html> (`p-dark` or `p-light`), as the inline script does. */
export function applyColorScheme(dark: boolean, root: HTMLElement = document.documentElement) {
  root.classList.toggle(DARK_MODE_CLASS, dark);
  root.classList.toggle('p-light', !dark);
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
