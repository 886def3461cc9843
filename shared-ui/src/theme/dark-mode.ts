import { applyColorScheme } from './color-mode';
import { DARK_MODE_CLASS } from './palette';

/** Switches dark mode by toggling the `p-dark` class on the document element. */
export function setDarkMode(on: boolean, root: HTMLElement = document.documentElement): void {
  applyColorScheme(on, root);
}

export function isDarkMode(root: HTMLElement = document.documentElement): boolean {
  return root.classList.contains(DARK_MODE_CLASS);
}
