import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Box, Button, TextField, Typography, visuallyHidden } from '@catalogo/shared-ui';
import { FormTextField, useFormReadOnly } from '@catalogo/shared-ui/panel';
import { AddManyDialog } from './add-many-dialog';
import { ApplicationAdder } from './application-adder';
import { ListError } from './list-error';
import { SectionPart } from './field-grid';
import type { ProductValues } from './product-schema';
import { RemoveRow } from './row-actions';
import { NOT_FOUND, useVehicleLabels } from './vehicle-labels';

const MAX_APPLICATIONS = 500;
const SHOWN = 50;
const yearInput = { inputMode: 'numeric' as const, min: 1900, step: 1 };

/** A row's vehicle as the table names it. */
function vehicleName(label: string | null | undefined, failed: boolean) {
  if (label) return label;
  if (label === NOT_FOUND) return 'Veículo não encontrado';
  return failed ? 'Não foi possível carregar o veículo.' : 'Carregando…';
}

/** Aplicações: add one or many, then a table (with a filter) where years and notes are edited. */
export function ApplicationsPart() {
  const readOnly = useFormReadOnly();
  const { control } = useFormContext<ProductValues>();
  const applications = useFieldArray({ control, name: 'applications' });
  const { labels, remember, failed } = useVehicleLabels(
    applications.fields.map((field) => field.vehicleId),
  );
  const [filter, setFilter] = useState('');
  const [all, setAll] = useState(false);
  const [many, setMany] = useState(false);

  const needle = filter.trim().toLocaleLowerCase('pt-BR');
  const matches = applications.fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => {
      if (!needle) return true;
      const text = [
        labels[field.vehicleId ?? ''],
        field.position,
        field.note,
        field.yearStart,
        field.yearEnd,
      ]
        .filter(Boolean)
        .join(' ')
        .toLocaleLowerCase('pt-BR');
      return text.includes(needle);
    });
  const shown = all ? matches : matches.slice(0, SHOWN);
  const room = MAX_APPLICATIONS - applications.fields.length;

  return (
    <SectionPart
      title="Aplicações"
      help="Os veículos em que a peça serve, com os anos, a posição e uma observação."
    >
      {!readOnly && (
        <>
          <ApplicationAdder
            onAdd={(application, label) => {
              remember(application.vehicleId!, label);
              applications.append(application);
            }}
          />
          <Button variant="text" onClick={() => setMany(true)} disabled={room <= 0} sx={{ mb: 2 }}>
            Adicionar várias…
          </Button>
        </>
      )}
      <ListError name="applications" />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <TextField
          size="small"
          type="search"
          label="Filtrar aplicações"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {needle
            ? `${matches.length} de ${applications.fields.length} aplicações`
            : `${applications.fields.length} ${applications.fields.length === 1 ? 'aplicação' : 'aplicações'}`}
        </Typography>
      </Box>
      {/* The table scrolls sideways inside its box on a phone: the page does not. */}
      {/* Focusable, so that a keyboard user can scroll it too. */}
      <Box
        role="region"
        aria-label="Tabela de aplicações"
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          maxWidth: '100%',
          position: 'relative',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          component="table"
          aria-label="Aplicações do produto"
          sx={{
            borderCollapse: 'collapse',
            width: '100%',
            minWidth: 720,
            '& th, & td': {
              borderBottom: 1,
              borderColor: 'divider',
              p: 0.75,
              textAlign: 'left',
              verticalAlign: 'top',
            },
            '& th': { fontWeight: 600, fontSize: 14 },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Veículo</th>
              <th scope="col">Ano inicial</th>
              <th scope="col">Ano final</th>
              <th scope="col">Posição</th>
              <th scope="col">Observação</th>
              {!readOnly && (
                <th scope="col">
                  <Box component="span" sx={visuallyHidden}>
                    Ações
                  </Box>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ field, index }) => (
              <tr key={field.id}>
                <td style={{ minWidth: 200 }}>
                  {vehicleName(labels[field.vehicleId ?? ''], failed)}
                </td>
                <td style={{ width: 110 }}>
                  <FormTextField
                    name={`applications.${index}.yearStart`}
                    label={`Ano inicial da aplicação ${index + 1}`}
                    type="number"
                    size="small"
                    slotProps={{ htmlInput: yearInput, inputLabel: { sx: visuallyHidden } }}
                  />
                </td>
                <td style={{ width: 110 }}>
                  <FormTextField
                    name={`applications.${index}.yearEnd`}
                    label={`Ano final da aplicação ${index + 1}`}
                    type="number"
                    size="small"
                    slotProps={{ htmlInput: yearInput, inputLabel: { sx: visuallyHidden } }}
                  />
                </td>
                <td>
                  <FormTextField
                    name={`applications.${index}.position`}
                    label={`Posição da aplicação ${index + 1}`}
                    size="small"
                    slotProps={{
                      htmlInput: { maxLength: 100 },
                      inputLabel: { sx: visuallyHidden },
                    }}
                  />
                </td>
                <td>
                  <FormTextField
                    name={`applications.${index}.note`}
                    label={`Observação da aplicação ${index + 1}`}
                    size="small"
                    slotProps={{
                      htmlInput: { maxLength: 200 },
                      inputLabel: { sx: visuallyHidden },
                    }}
                  />
                </td>
                {!readOnly && (
                  <td>
                    <RemoveRow
                      label={`Remover aplicação ${index + 1}`}
                      onClick={() => applications.remove(index)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {!all && matches.length > SHOWN && (
        <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
          Mostrar todas ({matches.length})
        </Button>
      )}
      {many && (
        <AddManyDialog
          onClose={() => setMany(false)}
          onAdd={(added) => {
            const taken = added.slice(0, Math.max(0, room));
            taken.forEach(({ application, label }) => remember(application.vehicleId!, label));
            applications.append(taken.map((a) => a.application));
          }}
        />
      )}
    </SectionPart>
  );
}
