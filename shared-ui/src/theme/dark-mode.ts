import { DARK_MODE_CLASS } from './palette';

/** Switches dark mode by toggling the `p-dark` class on the document element. */
export function setDarkMode(on: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle(DARK_MODE_CLASS, on);
  root.classList.toggle('p-light', !on);
}

export function isDarkMode(root: HTMLElement = document.documentElement): boolean {
  return root.classList.contains(DARK_MODE_CLASS);
}
