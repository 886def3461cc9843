import { useState } from 'react';
import { Box, Button, TextField } from '@catalogo/shared-ui';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import type { ApplicationValues } from './product-schema';
import { vehicleLabel, yearsLabel } from './vehicle-label';
import { VehiclePicker, noVehicle } from './vehicle-picker';
import type { VehicleChoice } from './vehicle-picker';

const yearOf = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null);
const blankYears = { start: '', end: '' };

/** The vehicle's whole range, as the year fields start. */
const yearsOf = (vehicle: PanelRow | null) => ({
  start: typeof vehicle?.yearStart === 'number' ? String(vehicle.yearStart) : '',
  end: typeof vehicle?.yearEnd === 'number' ? String(vehicle.yearEnd) : '',
});

/**
 * What is wrong with the years typed for `vehicle` (the API's rules: each inside the vehicle's
 * years, the end not before the start); blank is allowed (the start: the vehicle's; the end: to
 * this day).
 */
export function yearProblems(vehicle: PanelRow | null, years: { start: string; end: string }) {
  const problems: { start?: string; end?: string } = {};
  const first = typeof vehicle?.yearStart === 'number' ? vehicle.yearStart : null;
  const last = typeof vehicle?.yearEnd === 'number' ? vehicle.yearEnd : null;
  const check = (key: 'start' | 'end') => {
    const text = years[key].trim();
    if (!text) return null;
    const year = yearOf(text);
    if (year === null) problems[key] = 'Informe o ano com 4 dígitos.';
    else if (first !== null && (year < first || (last !== null && year > last)))
      problems[key] = `Fora dos anos do veículo (${yearsLabel(first, last)}).`;
    return problems[key] ? null : year;
  };
  const start = check('start');
  const end = check('end');
  if (start !== null && end !== null && end < start)
    problems.end = 'O ano final não pode ser anterior ao inicial.';
  return problems;
}

/**
 * One application: montadora → modelo → versão (the vehicles of that model), then the years
 * (the vehicle's whole range unless narrowed inside it), position and note.
 */
export function ApplicationAdder(props: {
  onAdd: (application: ApplicationValues, label: string) => void;
}) {
  const [choice, setChoice] = useState<VehicleChoice>(noVehicle);
  const [years, setYears] = useState(blankYears);
  const [position, setPosition] = useState('');
  const [note, setNote] = useState('');
  const { vehicle } = choice;
  const problems = yearProblems(vehicle, years);
  const range = vehicle
    ? `Anos do veículo: ${yearsLabel(vehicle.yearStart, vehicle.yearEnd)}.`
    : '';

  function add() {
    if (!vehicle || problems.start || problems.end) return;
    props.onAdd(
      {
        vehicleId: vehicle.id,
        yearStart: yearOf(years.start),
        yearEnd: yearOf(years.end),
        position: position.trim().toUpperCase(),
        note: note.trim(),
      },
      vehicleLabel(vehicle),
    );
    // The same maker and model stay, for the next version.
    setChoice({ ...choice, vehicle: null });
    setYears(blankYears);
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
        value={choice}
        onChange={(next) => {
          setChoice(next);
          if (next.vehicle !== vehicle) setYears(yearsOf(next.vehicle));
        }}
      />
      <TextField
        label="Ano inicial"
        value={years.start}
        disabled={!vehicle}
        onChange={(event) => setYears({ ...years, start: event.target.value })}
        error={!!problems.start}
        helperText={problems.start ?? range}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <TextField
        label="Ano final"
        value={years.end}
        disabled={!vehicle}
        onChange={(event) => setYears({ ...years, end: event.target.value })}
        error={!!problems.end}
        helperText={problems.end ?? 'Em branco: até hoje.'}
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
      <Button
        variant="outlined"
        onClick={add}
        disabled={!vehicle || !!problems.start || !!problems.end}
        sx={{ alignSelf: 'center' }}
      >
        Adicionar aplicação
      </Button>
    </Box>
  );
}
