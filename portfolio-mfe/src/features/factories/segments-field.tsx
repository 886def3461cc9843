import { Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Box, Typography } from '@catalogo/shared-ui';
import { Checkbox, FormControlLabel, useFormReadOnly } from '@catalogo/shared-ui/panel';
import { FACTORY_SEGMENTS } from './factory-schema';

/** The maker's segments, one checkbox each, kept in the order the API lists them. */
export function SegmentsField() {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name="segments"
      control={control}
      render={({ field, fieldState }) => {
        const chosen = (field.value as string[]) ?? [];
        const toggle = (value: string, on: boolean) =>
          field.onChange(
            FACTORY_SEGMENTS.map((s) => s.value).filter((v) =>
              v === value ? on : chosen.includes(v),
            ),
          );
        return (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              Segmentos
            </Typography>
            <Suspense fallback={<Box sx={{ height: 42 }} />}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {FACTORY_SEGMENTS.map((segment) => (
                  <FormControlLabel
                    key={segment.value}
                    label={segment.label}
                    disabled={readOnly}
                    control={
                      <Checkbox
                        name={field.name}
                        value={segment.value}
                        checked={chosen.includes(segment.value)}
                        onChange={(event) => toggle(segment.value, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                  />
                ))}
              </Box>
            </Suspense>
            <Typography
              variant="caption"
              color={fieldState.error ? 'error' : 'text.secondary'}
              component="p"
            >
              {fieldState.error?.message ?? 'Em que mercados a montadora atua.'}
            </Typography>
          </Box>
        );
      }}
    />
  );
}
