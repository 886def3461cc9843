import { useFieldArray, useFormContext } from 'react-hook-form';
import { Box, Typography } from '@catalogo/shared-ui';
import { FormAutocomplete, FormTextField } from '@catalogo/shared-ui/panel';
import { resources } from '../../app/paths';
import { SectionPart } from './field-grid';
import { ListError } from './list-error';
import type { ProductValues } from './product-schema';
import { AddRow, RemoveRow } from './row-actions';

const rowSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1.2fr) minmax(0, 1fr) auto' },
};

/** Referências originais: the vehicle maker's own part codes (OE). */
export function OeReferences() {
  const { control } = useFormContext<ProductValues>();
  const refs = useFieldArray({ control, name: 'oeRefs' });
  return (
    <SectionPart title="Referências originais (OE)" help="O código da peça na montadora.">
      <ListError name="oeRefs" />
      {refs.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhuma referência original.
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {refs.fields.map((field, index) => (
          <Box component="li" key={field.id} sx={rowSx}>
            <FormAutocomplete
              name={`oeRefs.${index}.factoryId`}
              label={`Montadora da referência ${index + 1}`}
              resource={resources.factories}
              required
            />
            <FormTextField
              name={`oeRefs.${index}.code`}
              label={`Código original ${index + 1}`}
              required
              slotProps={{ htmlInput: { maxLength: 40, style: { textTransform: 'uppercase' } } }}
            />
            <RemoveRow
              label={`Remover referência original ${index + 1}`}
              onClick={() => refs.remove(index)}
            />
          </Box>
        ))}
      </Box>
      <AddRow
        label="Adicionar referência original"
        onClick={() => refs.append({ factoryId: null, code: '' })}
      />
    </SectionPart>
  );
}

/** Referências cruzadas: competitors' codes for the same part. */
export function CrossReferences() {
  const { control } = useFormContext<ProductValues>();
  const refs = useFieldArray({ control, name: 'crossRefs' });
  return (
    <SectionPart
      title="Referências cruzadas"
      help="O código equivalente em marcas concorrentes (cadastre-as em Marcas como Concorrente)."
    >
      <ListError name="crossRefs" />
      {refs.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhuma referência cruzada.
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {refs.fields.map((field, index) => (
          <Box component="li" key={field.id} sx={rowSx}>
            <FormAutocomplete
              name={`crossRefs.${index}.brandId`}
              label={`Marca concorrente ${index + 1}`}
              resource={resources.brands}
              params={{ kind: 'competitor' }}
              required
            />
            <FormTextField
              name={`crossRefs.${index}.code`}
              label={`Código na concorrente ${index + 1}`}
              required
              slotProps={{ htmlInput: { maxLength: 40, style: { textTransform: 'uppercase' } } }}
            />
            <RemoveRow
              label={`Remover referência cruzada ${index + 1}`}
              onClick={() => refs.remove(index)}
            />
          </Box>
        ))}
      </Box>
      <AddRow
        label="Adicionar referência cruzada"
        onClick={() => refs.append({ brandId: null, code: '' })}
      />
    </SectionPart>
  );
}
