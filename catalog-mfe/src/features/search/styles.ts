import { control, focusRing, visuallyHidden } from '../../common/styles';

// Shared sx for the plain elements this screen uses instead of heavy MUI inputs (the first page
// has a weight budget).

export { control, focusRing, visuallyHidden };

export const placeholder = { bgcolor: 'action.hover', borderRadius: 1 } as const;
