import { useEffect, useMemo, useState } from 'react';
import { TextField } from '@catalogo/shared-ui';
import { Autocomplete, ResourcePicker } from '@catalogo/shared-ui/panel';
import { useGetPanelListQuery } from '@catalogo/shared-auth/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { versionLabel } from './vehicle-label';

/** Where the three steps stand: each is chosen among the previous one's. */
export interface VehicleChoice {
  factoryId: string | null;
  model: string | null;
  vehicle: PanelRow | null;
}

export const noVehicle: VehicleChoice = { factoryId: null, model: null, vehicle: null };

// The API's largest page: a maker's models and a model's versions are searched as the user
// types, so what shows is the closest 100 vehicles, never the whole table.
const PAGE = { page: 1, pageSize: 100 };

const texts = {
  openText: 'Abrir',
  closeText: 'Fechar',
  clearText: 'Limpar',
  loadingText: 'Carregando…',
};

function useDebounced(text: string) {
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return value;
}

/** Modelo: the models of the maker's vehicles (searched by what is typed). */
export function ModelPicker(props: {
  factoryId: string | null;
  value: string | null;
  onChange: (model: string | null) => void;
  helperText?: string;
}) {
  const { factoryId, value } = props;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const list = useGetPanelListQuery(
    {
      resource: resources.vehicles,
      params: { factory: factoryId, q: q || undefined, sort: 'model:asc', ...PAGE },
    },
    { skip: !factoryId || !open },
  );
  const models = useMemo(
    () =>
      [...new Set((list.data?.items ?? []).map((row) => String(row.model ?? '')))].sort((a, b) =>
        a.localeCompare(b, 'pt-BR'),
      ),
    [list.data],
  );
  const more = !!list.data && list.data.total > list.data.items.length;
  return (
    <Autocomplete<string>
      {...texts}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={models}
      value={value}
      onChange={(_event, model) => props.onChange(model)}
      onInputChange={(_event, next, reason) => reason === 'input' && setText(next)}
      loading={list.isFetching}
      disabled={!factoryId}
      noOptionsText={list.isError ? 'Não foi possível carregar as opções.' : 'Nenhum modelo'}
      renderInput={(input) => (
        <TextField
          {...input}
          label="Modelo"
          helperText={
            !factoryId
              ? 'Escolha a montadora primeiro.'
              : more
                ? 'Digite para ver outros modelos.'
                : props.helperText
          }
        />
      )}
    />
  );
}

/** Versão: the vehicles of that model (version, engine and years). */
function VersionPicker(props: {
  factoryId: string | null;
  model: string | null;
  value: PanelRow | null;
  onChange: (vehicle: PanelRow | null) => void;
}) {
  const { factoryId, model, value } = props;
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const list = useGetPanelListQuery(
    {
      resource: resources.vehicles,
      // `q` also finds the model's name inside other models' ('GOL' in 'GOLF'): only its own.
      params: {
        factory: factoryId,
        q: [model, q].join(' ').trim(),
        sort: 'versionName:asc',
        ...PAGE,
      },
    },
    { skip: !factoryId || !model },
  );
  const versions = useMemo(
    () => (list.data?.items ?? []).filter((row) => row.model === model),
    [list.data, model],
  );
  return (
    <Autocomplete<PanelRow>
      {...texts}
      options={versions}
      value={value}
      onChange={(_event, row) => props.onChange(row)}
      onInputChange={(_event, next, reason) => reason === 'input' && setText(next)}
      getOptionLabel={versionLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={list.isFetching}
      disabled={!model}
      sx={{ gridColumn: { sm: 'span 2' } }}
      noOptionsText={list.isError ? 'Não foi possível carregar as opções.' : 'Nenhuma versão'}
      renderInput={(input) => (
        <TextField
          {...input}
          label="Versão"
          helperText={model ? 'Versão, motor e anos de fabricação.' : 'Escolha o modelo primeiro.'}
        />
      )}
    />
  );
}

/**
 * Montadora → Modelo → Versão, each among the previous one's choices; a step changed clears
 * the ones after it.
 */
export function VehiclePicker(props: {
  value: VehicleChoice;
  onChange: (choice: VehicleChoice) => void;
}) {
  const { value, onChange } = props;
  return (
    <>
      <ResourcePicker
        resource={resources.factories}
        label="Montadora"
        value={value.factoryId}
        onChange={(factoryId) => onChange({ ...noVehicle, factoryId })}
      />
      <ModelPicker
        // a new maker is a new list of models (and no text typed for the last one)
        key={value.factoryId ?? ''}
        factoryId={value.factoryId}
        value={value.model}
        onChange={(model) => onChange({ ...value, model, vehicle: null })}
      />
      <VersionPicker
        key={`${value.factoryId ?? ''}:${value.model ?? ''}`}
        factoryId={value.factoryId}
        model={value.model}
        value={value.vehicle}
        onChange={(vehicle) => onChange({ ...value, vehicle })}
      />
    </>
  );
}
