import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';
import { normalizeGtin } from './gtin';

/** A barcode (EAN/GTIN or DUN-14): its digits kept, the check digit judged by the schema. */
export function GtinField(props: {
  name: string;
  label: string;
  maxLength: number;
  helperText: string;
}) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          label={props.label}
          value={(field.value as string) ?? ''}
          onChange={(event) => field.onChange(normalizeGtin(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{
            htmlInput: { maxLength: props.maxLength, autoComplete: 'off', spellCheck: false },
          }}
        />
      )}
    />
  );
}
