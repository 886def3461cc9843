import { Box } from '@catalogo/shared-ui';
import { statusLabel } from './product-types';

const COLORS = {
  published: { bgcolor: 'success.light', color: 'success.contrastText' },
  discontinued: { bgcolor: 'grey.300', color: 'text.primary' },
  draft: { bgcolor: 'warning.light', color: 'text.primary' },
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
