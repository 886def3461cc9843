import { Box, Stack, Typography } from '@catalogo/shared-ui';

/** A product's (or a section's) completeness: a thin bar and its percentage. */
export function CompletenessBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const color = value >= 100 ? 'success.main' : value >= 60 ? 'primary.main' : 'warning.main';
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, width: '100%', minHeight: 24 }}>
      <Box
        role="progressbar"
        aria-label={`Completude de ${label}`}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ width: `${value}%`, height: '100%', bgcolor: color }} />
      </Box>
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {value}%
      </Typography>
    </Stack>
  );
}
