import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Typography } from '@catalogo/shared-ui';
import {
  FormAutocomplete,
  FormPage,
  FormSelect,
  FormSwitch,
  FormTextField,
} from '@catalogo/shared-ui/panel';
import { paths, resources } from '../../app/paths';
import {
  FIRST_YEAR,
  FUEL_OPTIONS,
  LAST_YEAR,
  VEHICLE_LINES,
  blankVehicle,
  vehicleBody,
  vehicleLabels,
  vehicleSchema,
} from './vehicle-schema';

const upper = { style: { textTransform: 'uppercase' as const } };
const yearInput = { min: FIRST_YEAR, max: LAST_YEAR, step: 1, inputMode: 'numeric' as const };
const full = { gridColumn: '1 / -1' };

/** A new first year re-checks a last year already typed (its message follows at once). */
function YearsRule() {
  const { trigger, getFieldState } = useFormContext();
  const yearStart = useWatch({ name: 'yearStart' }) as number | null;
  useEffect(() => {
    if (getFieldState('yearEnd').isTouched) void trigger('yearEnd');
  }, [yearStart, trigger, getFieldState]);
  return null;
}

/** A vehicle: create (`vehicle/form`) or edit (`vehicle/form/:id`). */
export function VehicleFormPage() {
  return (
    <FormPage
      title="Veículo"
      newTitle="Novo veículo"
      resource={resources.vehicles}
      schema={vehicleSchema}
      defaultValues={blankVehicle}
      toBody={vehicleBody}
      writePermission="portfolio:write"
      labels={vehicleLabels}
      listPath={paths.vehicles}
    >
      {() => (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            maxWidth: 760,
          }}
        >
          <Box sx={full}>
            <FormAutocomplete
              name="factoryId"
              label="Montadora"
              resource={resources.factories}
              params={{ active: true }}
              required
              helperText="Só montadoras ativas aparecem na busca."
            />
          </Box>
          <FormTextField
            name="model"
            label="Modelo"
            required
            slotProps={{ htmlInput: { maxLength: 80, ...upper } }}
          />
          <FormTextField
            name="versionName"
            label="Versão"
            slotProps={{ htmlInput: { maxLength: 80, ...upper } }}
          />
          <FormTextField
            name="engine"
            label="Motor"
            placeholder="1.6 16V"
            slotProps={{ htmlInput: { maxLength: 80, ...upper } }}
          />
          <FormSelect
            name="fuel"
            label="Combustível"
            options={FUEL_OPTIONS}
            emptyLabel="Não informado"
          />
          <FormTextField
            name="body"
            label="Carroceria"
            placeholder="HATCH"
            slotProps={{ htmlInput: { maxLength: 60, ...upper } }}
          />
          <FormSelect name="line" label="Linha" options={VEHICLE_LINES} />
          <FormTextField
            name="yearStart"
            label="Ano inicial"
            type="number"
            required
            slotProps={{ htmlInput: yearInput }}
          />
          <FormTextField
            name="yearEnd"
            label="Ano final"
            type="number"
            helperText="Igual ou depois do ano inicial. Em branco: ainda em produção (atual)."
            slotProps={{ htmlInput: yearInput }}
          />
          <YearsRule />
          <Box sx={full}>
            <FormSwitch name="active" label="Ativo" />
            <Typography variant="body2" color="text.secondary">
              Um veículo usado em aplicações de produtos não pode ser excluído: desative-o.
            </Typography>
          </Box>
        </Box>
      )}
    </FormPage>
  );
}
