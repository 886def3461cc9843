import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import {
  IconButton,
  InputAdornment,
  TextField,
  VisibilityIcon,
  VisibilityOffIcon,
} from '@catalogo/shared-ui';
import { textFieldProps } from '@catalogo/shared-ui/forms';

export interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  autoComplete: 'current-password' | 'new-password';
  /** Shown under the field while it has no error, e.g. the length rule. */
  hint?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  registration,
  error,
  autoComplete,
  hint,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...textFieldProps(registration, error)}
      helperText={error?.message ?? hint}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
