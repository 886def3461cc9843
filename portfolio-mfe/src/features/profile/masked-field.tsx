import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '@catalogo/shared-ui';
import type { TextFieldProps } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';

export type MaskedFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  name: string;
  label: string;
  /** What was typed → what the field shows and keeps (`00.000.000/0000-00`). */
  mask: (value: string) => string;
};

/** A text field of the page's form whose value is formatted as it is typed. */
export function MaskedField({ name, mask, helperText, disabled, ...rest }: MaskedFieldProps) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={(field.value as string | null) ?? ''}
          onChange={(event) => field.onChange(mask(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          disabled={disabled || readOnly}
        />
      )}
    />
  );
}
