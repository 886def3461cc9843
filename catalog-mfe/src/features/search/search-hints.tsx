import { Box, Link, RouterLink } from '@catalogo/shared-ui';
import { focusRing } from '../../common/styles';
import type { SearchVehicle } from './search-api';

/**
 * The words of the query the API read as a vehicle, as a chip the visitor can remove
 * ("Veículo: Gol 2015 ×"): the search then runs again without those words.
 */
export function VehicleChip({
  vehicle,
  onRemove,
}: {
  vehicle: SearchVehicle;
  onRemove: () => void;
}) {
  return (
    <Box
      data-testid="vehicle-chip"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        maxWidth: '100%',
        pl: 1.5,
        pr: 0.5,
        py: 0.25,
        borderRadius: 99,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: 'action.selected',
        fontSize: '0.875rem',
      }}
    >
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        Veículo: <strong>{vehicle.label}</strong>
      </Box>
      <Box
        component="button"
        type="button"
        onClick={onRemove}
        aria-label={`Remover o veículo ${vehicle.label} da busca`}
        title="Remover"
        sx={{
          flexShrink: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          cursor: 'pointer',
          fontSize: '1.125rem',
          lineHeight: 1,
          width: 32,
          height: 32,
          borderRadius: '50%',
          '&:hover': { bgcolor: 'action.hover' },
          ...focusRing,
        }}
      >
        ×
      </Box>
    </Box>
  );
}

/** "Você quis dizer …?" after a search that found nothing: the link runs the corrected query. */
export function DidYouMean({ text, to }: { text: string; to: string }) {
  return (
    <Box component="p" sx={{ fontSize: '1.0625rem', mt: 0, mb: 1 }}>
      Você quis dizer{' '}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 700 }}>
        {text}
      </Link>
      ?
    </Box>
  );
}
