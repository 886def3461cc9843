import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { TextField } from '@catalogo/shared-ui';
import { maskCnpj } from '@catalogo/shared-ui/forms';
import type { RegisterInput } from './register-schema';

/** The CNPJ input, masked as `00.000.000/0000-00` while the user types. */
export function CnpjField({ control }: { control: Control<RegisterInput> }) {
  return (
    <Controller
      name="company.cnpj"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(maskCnpj(event.target.value))}
          inputRef={field.ref}
          label="CNPJ"
          placeholder="00.000.000/0000-00"
          autoComplete="off"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
        />
      )}
    />
  );
}
