// sx shared by the catalogue's plain (non-MUI) elements.

/** The keyboard focus outline of plain controls and links. */
export const focusRing = {
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** Read by screen readers and search engines, not shown. */
export { visuallyHidden } from '@catalogo/shared-ui';

/** Inputs, selects and buttons: one look. */
export const control = {
  font: 'inherit',
  py: 1.25,
  px: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  ...focusRing,
} as const;
