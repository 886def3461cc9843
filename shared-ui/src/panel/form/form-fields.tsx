import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '@catalogo/shared-ui';
import type { TextFieldProps } from '@catalogo/shared-ui';
import { FormControlLabel, Switch } from '../mui';
import { useFormReadOnly } from './form-context';

type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error';

export type FormTextFieldProps = Omit<TextFieldProps, BoundProps> & { name: string; label: string };

/**
 * A TextField bound to the page's form: its error as helper text, disabled when read-only.
 * `type="number"` keeps a number (or null when empty) in the form.
 */
export function FormTextField({ name, helperText, disabled, type, ...rest }: FormTextFieldProps) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          type={type}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            field.onChange(type === 'number' ? (text === '' ? null : Number(text)) : text);
          }}
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

export interface FormSwitchProps {
  name: string;
  label: string;
  disabled?: boolean;
}

/** A yes/no field (`active`), bound to the page's form. */
export function FormSwitch({ name, label, disabled }: FormSwitchProps) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled || readOnly}
          control={
            <Switch
              name={field.name}
              checked={!!field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}

export type FormSelectProps = Omit<FormTextFieldProps, 'select' | 'children' | 'type'> & {
  options: readonly { value: string; label: string }[];
  /** The choice for "none" (value ''); left out when a value is required. */
  emptyLabel?: string;
};

/** A choice among fixed options (a native select: easy on phones and keyboards). */
export function FormSelect({ options, emptyLabel, slotProps, ...rest }: FormSelectProps) {
  return (
    <FormTextField
      {...rest}
      select
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
