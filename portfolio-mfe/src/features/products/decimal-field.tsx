import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';

/** `1,25` → 1.25 (a point alone is taken as the decimal point too); '' → null; else NaN. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const normal = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

export const formatDecimal = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';

/** A number typed with a decimal comma (`0,35`); the form keeps the number (null when empty). */
export function DecimalField(props: {
  name: string;
  label: string;
  unit?: string;
  helperText?: string;
}) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <DecimalInput
          {...props}
          value={field.value as number | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          disabled={readOnly}
        />
      )}
    />
  );
}

function DecimalInput(props: {
  label: string;
  unit?: string;
  helperText?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
  disabled: boolean;
}) {
  const { value, onChange } = props;
  const [text, setText] = useState(formatDecimal(value));
  // A value set from outside (a reset, a draft, the server's) shows as it is.
  useEffect(() => {
    setText((typed) => {
      const current = parseDecimal(typed);
      return current === value || (Number.isNaN(current) && Number.isNaN(value as number))
        ? typed
        : formatDecimal(value);
    });
  }, [value]);
  return (
    <TextField
      label={props.unit ? `${props.label} (${props.unit})` : props.label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDecimal(event.target.value));
      }}
      onBlur={props.onBlur}
      inputRef={props.inputRef}
      error={!!props.error}
      helperText={props.error ?? props.helperText}
      disabled={props.disabled}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
