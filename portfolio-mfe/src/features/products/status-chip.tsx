import { Box } from '@catalogo/shared-ui';
import { statusLabel } from './product-types';

// Pale fills with dark text of the same hue: readable in the light and the dark theme alike
// (white on the theme's success green was 2.5:1).
const COLORS = {
  published: { bgcolor: '#e6f4ea', color: '#1e4620' },
  discontinued: { bgcolor: '#eceff1', color: '#37474f' },
  draft: { bgcolor: '#fff4e5', color: '#663c00' },
} as const;

/** Rascunho / Publicado / Descontinuado, as a small chip (drawn here: no lazy part in a cell). */
export function StatusChip({ status }: { status: unknown }) {
  const colors = COLORS[status as keyof typeof COLORS] ?? COLORS.draft;
  return (
    <Box
      component="span"
      sx={{
        ...colors,
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        fontSize: 13,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {statusLabel(status)}
    </Box>
  );
}
