import { useState } from 'react';
import { Box, Button, TextField } from '@catalogo/shared-ui';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import type { ApplicationValues } from './product-schema';
import { vehicleLabel } from './vehicle-label';
import { VehiclePicker } from './vehicle-picker';

const yearOrNull = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * One application: montadora → modelo → versão, then the years (the vehicle's whole range unless
 * narrowed), position and note.
 */
export function ApplicationAdder(props: {
  onAdd: (application: ApplicationValues, label: string) => void;
}) {
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
      <VehiclePicker
        vehicle={vehicle}
        onChange={(row) => {
          setVehicle(row);
          setYears({
            start: typeof row?.yearStart === 'number' ? String(row.yearStart) : '',
            end: typeof row?.yearEnd === 'number' ? String(row.yearEnd) : '',
          });
        }}
      />
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
