import { useFieldArray, useFormContext } from 'react-hook-form';
import { Box, Typography } from '@catalogo/shared-ui';
import { FormTextField } from '@catalogo/shared-ui/panel';
import { ListError } from './list-error';
import { FieldGrid, SectionPart } from './field-grid';
import type { ProductValues } from './product-schema';
import { AddRow, RemoveRow } from './row-actions';

const MAX_CRITERIA = 50;

/** Detalhes: the technical criteria (name, value, unit), the fitting position and notes. */
export function DetailSection() {
  const { control } = useFormContext<ProductValues>();
  const criteria = useFieldArray({ control, name: 'criteria' });
  return (
    <>
      <SectionPart
        title="Critérios técnicos"
        help="Medidas e características que o cliente usa para escolher a peça: DIÂMETRO 280 mm."
      >
        <ListError name="criteria" />
        {criteria.fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nenhum critério.
          </Typography>
        )}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {criteria.fields.map((field, index) => (
            <Box
              component="li"
              key={field.id}
              aria-label={`Critério ${index + 1}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) auto',
                },
              }}
            >
              <FormTextField
                name={`criteria.${index}.name`}
                label={`Critério ${index + 1}: nome`}
                required
                slotProps={{ htmlInput: { maxLength: 80 } }}
              />
              <FormTextField
                name={`criteria.${index}.value`}
                label={`Critério ${index + 1}: valor`}
                required
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              <FormTextField
                name={`criteria.${index}.unit`}
                label={`Critério ${index + 1}: unidade`}
                placeholder="mm"
                slotProps={{ htmlInput: { maxLength: 20 } }}
              />
              <RemoveRow
                label={`Remover critério ${index + 1}`}
                onClick={() => criteria.remove(index)}
              />
            </Box>
          ))}
        </Box>
        <AddRow
          label="Adicionar critério"
          disabled={criteria.fields.length >= MAX_CRITERIA}
          onClick={() => criteria.append({ name: '', value: '', unit: '' })}
        />
      </SectionPart>
      <SectionPart title="Montagem e observações">
        <FieldGrid min={260}>
          <FormTextField
            name="position"
            label="Posição de montagem"
            placeholder="DIANTEIRA"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </FieldGrid>
        <Box sx={{ mt: 2 }}>
          <FormTextField
            name="notes"
            label="Observações"
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Box>
      </SectionPart>
    </>
  );
}
