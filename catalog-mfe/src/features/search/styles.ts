// Shared sx fragments for the plain elements this screen uses instead of heavy MUI inputs.

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const focusRing = {
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

export const nativeSelect = {
  width: '100%',
  font: 'inherit',
  py: 1.25,
  px: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  ...focusRing,
} as const;
