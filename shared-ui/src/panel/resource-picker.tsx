import { useEffect, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { TextField } from '@catalogo/shared-ui';
import { useGetPanelListQuery, useGetPanelRecordQuery } from '@catalogo/shared-auth/panel';
import type { PanelListParams, PanelRow } from '@catalogo/shared-auth/panel';
import { Autocomplete } from './mui';

export interface ResourcePickerProps {
  /** The panel resource to pick from, e.g. `/panel/portifolio/categories`. */
  resource: string;
  label: string;
  /** The chosen row's id. */
  value: string | null;
  onChange: (id: string | null, row: PanelRow | null) => void;
  /** How an option reads; `name` by default. */
  optionLabel?: (row: PanelRow) => string;
  /** Extra filters for the options (e.g. `{ active: true }`, `{ category: id }`). */
  params?: PanelListParams;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  sx?: object;
}

const defaultLabel = (row: PanelRow) => String(row.name ?? row.id);

/** Picks a row of another panel resource, searching the API as the user types. */
export function ResourcePicker(props: ResourcePickerProps) {
  const { resource, label, value, onChange, optionLabel = defaultLabel, params } = props;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const options = useGetPanelListQuery(
    { resource, params: { ...params, q: q || undefined, page: 1, pageSize: 20 } },
    { skip: !open },
  );
  const items = options.data?.items ?? [];
  const listed = items.find((row) => row.id === value);
  // The chosen row's name, for a value that came from the URL or the record.
  const chosen = useGetPanelRecordQuery(
    { resource, id: value ?? '' },
    { skip: !value || !!listed },
  );
  const selected = value ? (listed ?? (chosen.data?.id === value ? chosen.data : null)) : null;

  return (
    <Autocomplete<PanelRow>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={items}
      value={selected}
      onChange={(_event, row) => onChange(row?.id ?? null, row)}
      onInputChange={(_event, next, reason) => reason === 'input' && setText(next)}
      onBlur={props.onBlur}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      disabled={props.disabled}
      size={props.size}
      sx={props.sx}
      openText="Abrir"
      closeText="Fechar"
      clearText="Limpar"
      noOptionsText={options.isError ? 'Não foi possível carregar as opções.' : 'Nenhuma opção'}
      loadingText="Carregando…"
      renderInput={(input) => (
        <TextField
          {...input}
          label={label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          inputRef={props.inputRef}
        />
      )}
    />
  );
}
