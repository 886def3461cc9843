import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '@catalogo/shared-ui';
import type { SxProps, Theme } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';
import { formatNcm, ncmDigits } from './ncm';

/** An NCM typed with the mask 0000.00.00; the form keeps its digits. */
export function NcmField({
  name,
  label,
  sx,
}: {
  name: string;
  label: string;
  sx?: SxProps<Theme>;
}) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          label={label}
          value={formatNcm(field.value)}
          onChange={(event) => field.onChange(ncmDigits(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? '8 dígitos, como 8708.30.90.'}
          placeholder="0000.00.00"
          sx={sx}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}
