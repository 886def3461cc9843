import { Controller, useFormContext } from 'react-hook-form';
import type { PanelListParams, PanelRow } from '@catalogo/shared-auth/panel';
import { ResourcePicker } from '../resource-picker';
import { useFormReadOnly } from './form-context';

export interface FormAutocompleteProps {
  /** The form field holding the chosen row's id. */
  name: string;
  label: string;
  /** The panel resource to pick from, e.g. `/panel/portifolio/categories`. */
  resource: string;
  optionLabel?: (row: PanelRow) => string;
  /** Extra filters for the options (e.g. `{ active: true }`). */
  params?: PanelListParams;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** The whole chosen row, for screens that copy something from it. */
  onPick?: (row: PanelRow | null) => void;
}

/** A row of another resource (a category for a group), searched in the API as the user types. */
export function FormAutocomplete(props: FormAutocompleteProps) {
  const { name, onPick, disabled, helperText, ...picker } = props;
  const { control } = useFormContext();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ResourcePicker
          {...picker}
          value={(field.value as string | null) || null}
          onChange={(id, row) => {
            field.onChange(id);
            onPick?.(row);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled || readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
