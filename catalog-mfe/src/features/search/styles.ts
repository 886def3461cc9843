import { focusRing, visuallyHidden } from '../../common/styles';

// Shared sx for the plain elements this screen uses instead of heavy MUI inputs (the first page
// has a weight budget).

export { focusRing, visuallyHidden };

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

export const placeholder = { bgcolor: 'action.hover', borderRadius: 1 } as const;
