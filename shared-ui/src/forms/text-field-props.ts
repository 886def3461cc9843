import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * Props that bind a MUI TextField to react-hook-form: the ref goes to the <input> (so
 * shouldFocusError can focus it) and the field's error becomes the helper text.
 */
export function textFieldProps(registration: UseFormRegisterReturn, error?: FieldError) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error?.message };
}
