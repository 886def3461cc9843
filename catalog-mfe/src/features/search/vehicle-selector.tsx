import type { ReactNode } from 'react';
import { Box } from '@catalogo/shared-ui';
import { useGetFactoriesQuery, useGetModelsQuery, useGetYearsQuery } from './search-api';
import type { SearchChanges } from './search-params';
import { control } from '../../common/styles';

// One row at any width (a phone too): the results below stay in the first screen.
const select = { ...control, width: '100%', px: { xs: 1, sm: 1.5 } } as const;

interface VehicleSelectorProps {
  factory?: string;
  vehicle?: string;
  year?: string;
  onChange: (changes: SearchChanges) => void;
}

/** Montadora → Modelo → Ano, native selects: each opens once the previous one has a value. */
export function VehicleSelector({ factory, vehicle, year, onChange }: VehicleSelectorProps) {
  const factories = useGetFactoriesQuery();
  const models = useGetModelsQuery(factory ?? '', { skip: !factory });
  const years = useGetYearsQuery(
    { factory: factory ?? '', model: vehicle ?? '' },
    { skip: !factory || !vehicle },
  );

  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1.3fr) minmax(0, 1.2fr) minmax(0, 0.9fr)',
          sm: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      <Box component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        Buscar por veículo
      </Box>
      <Field id="vehicle-factory" label="Montadora">
        <Box
          component="select"
          id="vehicle-factory"
          value={factory ?? ''}
          onChange={(event) => onChange({ factory: (event.target as HTMLSelectElement).value })}
          sx={select}
        >
          <option value="">Todas</option>
          {factories.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Box>
      </Field>
      <Field id="vehicle-model" label="Modelo">
        <Box
          component="select"
          id="vehicle-model"
          value={vehicle ?? ''}
          disabled={!factory}
          onChange={(event) => onChange({ vehicle: (event.target as HTMLSelectElement).value })}
          sx={select}
        >
          <option value="">Todos</option>
          {(factory ? models.data : undefined)?.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </Box>
      </Field>
      <Field id="vehicle-year" label="Ano">
        <Box
          component="select"
          id="vehicle-year"
          value={year ?? ''}
          disabled={!vehicle}
          onChange={(event) => onChange({ year: (event.target as HTMLSelectElement).value })}
          sx={select}
        >
          <option value="">Todos</option>
          {(vehicle ? years.data : undefined)?.map((item) => (
            <option key={item} value={String(item)}>
              {item}
            </option>
          ))}
        </Box>
      </Field>
    </Box>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
        {label}
      </Box>
      {children}
    </Box>
  );
}
