import { Controller, useFormContext } from 'react-hook-form';
import { Box, TextField } from '@catalogo/shared-ui';
import { useFormReadOnly } from '@catalogo/shared-ui/panel';
import { HEX_COLOR } from './contrast';

export interface ColorFieldProps {
  name: string;
  label: string;
  helperText?: string;
}

/**
 * A colour of the page's form: the system's colour picker next to its hex code, either one
 * sets the other. The form keeps the text (`#e85d04`); the picker shows the last valid colour.
 */
export function ColorField({ name, label, helperText }: ColorFieldProps) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string | null) ?? '';
        return (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
            <Box
              component="input"
              type="color"
              aria-label={`${label}: escolher no seletor de cores`}
              value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
              onChange={(event) => field.onChange((event.target as HTMLInputElement).value)}
              onBlur={field.onBlur}
              disabled={readOnly}
              sx={{
                flexShrink: 0,
                width: 56,
                height: 56,
                p: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
                cursor: readOnly ? 'default' : 'pointer',
              }}
            />
            <TextField
              label={label}
              name={field.name}
              value={value}
              onChange={(event) => field.onChange(event.target.value.trim())}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? helperText}
              disabled={readOnly}
              fullWidth
              slotProps={{
                htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'none' },
              }}
            />
          </Box>
        );
      }}
    />
  );
}
