import { useState } from 'react';
import { Box, Button, TextField } from '@catalogo/shared-ui';
import { ResourcePicker } from '@catalogo/shared-ui/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import type { ApplicationValues } from './product-schema';
import { vehicleLabel } from './vehicle-label';

const yearOrNull = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * One application: montadora → modelo e versão (the vehicles of that maker, searched by model,
 * version or engine) → years (the vehicle's whole range unless narrowed), position and note.
 */
export function ApplicationAdder(props: {
  onAdd: (application: ApplicationValues, label: string) => void;
}) {
  const [factoryId, setFactoryId] = useState<string | null>(null);
  const [vehicle, setVehicle] = useState<PanelRow | null>(null);
  const [years, setYears] = useState({ start: '', end: '' });
  const [position, setPosition] = useState('');
  const [note, setNote] = useState('');

  function add() {
    if (!vehicle) return;
    props.onAdd(
      {
        vehicleId: vehicle.id,
        yearStart: yearOrNull(years.start),
        yearEnd: yearOrNull(years.end),
        position: position.trim().toUpperCase(),
        note: note.trim(),
      },
      vehicleLabel(vehicle),
    );
    setVehicle(null);
    setYears({ start: '', end: '' });
    setNote('');
  }

  return (
    <Box
      role="group"
      aria-label="Nova aplicação"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        alignItems: 'start',
        mb: 2,
      }}
    >
      <ResourcePicker
        resource={resources.factories}
        label="Montadora"
        value={factoryId}
        onChange={(id) => {
          setFactoryId(id);
          setVehicle(null);
        }}
      />
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <ResourcePicker
          resource={resources.vehicles}
          label="Modelo e versão"
          value={vehicle?.id ?? null}
          params={{ factory: factoryId }}
          optionLabel={vehicleLabel}
          helperText="Busque pelo modelo, versão ou motor."
          onChange={(_id, row) => {
            setVehicle(row);
            setYears({
              start: typeof row?.yearStart === 'number' ? String(row.yearStart) : '',
              end: typeof row?.yearEnd === 'number' ? String(row.yearEnd) : '',
            });
          }}
        />
      </Box>
      <TextField
        label="Ano inicial"
        value={years.start}
        onChange={(event) => setYears({ ...years, start: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <TextField
        label="Ano final"
        value={years.end}
        onChange={(event) => setYears({ ...years, end: event.target.value })}
        helperText="Em branco: até hoje."
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <TextField
        label="Posição"
        value={position}
        placeholder="DIANTEIRA"
        onChange={(event) => setPosition(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Observação"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button variant="outlined" onClick={add} disabled={!vehicle} sx={{ alignSelf: 'center' }}>
        Adicionar aplicação
      </Button>
    </Box>
  );
}
