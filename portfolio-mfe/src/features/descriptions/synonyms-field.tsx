import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { TextField } from '@catalogo/shared-ui';
import { Autocomplete, useFormReadOnly } from '@catalogo/shared-ui/panel';
import { normalizeSynonyms } from './description-schema';

const NO_OPTIONS: string[] = [];

/** The array's own error, or the first of its items' (a synonym too long). */
function errorText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = error as unknown as (FieldError | undefined)[];
  return Array.isArray(items) ? items.find((item) => item?.message)?.message : undefined;
}

/**
 * Synonyms as chips: typed freely, Enter (or a comma) adds one, leaving the field adds what was
 * typed; kept upper case and once each, as the API keeps them.
 */
export function SynonymsField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  const [text, setText] = useState('');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const values = (field.value as string[] | undefined) ?? [];
        const message = errorText(fieldState.error);
        return (
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            autoSelect
            options={NO_OPTIONS}
            value={values}
            inputValue={text}
            onInputChange={(_event, next, reason) => {
              if (reason === 'input' && /[;,]/.test(next)) {
                field.onChange(normalizeSynonyms([...values, next]));
                setText('');
              } else setText(reason === 'reset' ? '' : next);
            }}
            onChange={(_event, next) => field.onChange(normalizeSynonyms(next))}
            onBlur={field.onBlur}
            disabled={readOnly}
            clearText="Limpar"
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={label}
                inputRef={field.ref}
                error={!!message}
                helperText={message ?? 'Tecle Enter (ou vírgula) depois de cada sinônimo.'}
                placeholder={values.length ? undefined : 'PASTILHA, PASTILHA DE FREIO…'}
              />
            )}
          />
        );
      }}
    />
  );
}
