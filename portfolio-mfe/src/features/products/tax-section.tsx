import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '@catalogo/shared-ui';
import { FormSelect, useFormReadOnly } from '@catalogo/shared-ui/panel';
import { NcmField } from '../descriptions/ncm-field';
import { DecimalField } from './decimal-field';
import { FieldGrid, SectionPart } from './field-grid';
import { ORIGINS } from './product-types';

/** `01.999.00`: CEST digits grouped as written (2.3.2). */
export function formatCest(value: unknown): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 7) : '';
  return [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7)].filter(Boolean).join('.');
}

/** Digits only, at most `max`, shown with a mask. */
function DigitsField(props: {
  name: string;
  label: string;
  max: number;
  helperText: string;
  format?: (value: unknown) => string;
}) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  const show = props.format ?? ((value: unknown) => (typeof value === 'string' ? value : ''));
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          label={props.label}
          value={show(field.value)}
          onChange={(event) =>
            field.onChange(event.target.value.replace(/\D/g, '').slice(0, props.max))
          }
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      )}
    />
  );
}

/** Fiscal: NCM, CEST, origin (NF-e table), IPI rate and EX TIPI. */
export function TaxSection() {
  return (
    <SectionPart title="Dados fiscais" help="Usados na nota fiscal e na exportação para o ERP.">
      <FieldGrid min={220}>
        <NcmField name="ncm" label="NCM" />
        <DigitsField
          name="cest"
          label="CEST"
          max={7}
          format={formatCest}
          helperText="7 dígitos, como 01.999.00."
        />
        <DigitsField name="exTipi" label="EX TIPI" max={3} helperText="3 dígitos, quando houver." />
        <DecimalField name="ipiRate" label="IPI" unit="%" helperText="De 0 a 100." />
      </FieldGrid>
      <FieldGrid min={280}>
        <FormSelect
          name="origin"
          label="Origem da mercadoria"
          options={ORIGINS}
          emptyLabel="Não informada"
          sx={{ mt: 2 }}
          fullWidth
        />
      </FieldGrid>
    </SectionPart>
  );
}
