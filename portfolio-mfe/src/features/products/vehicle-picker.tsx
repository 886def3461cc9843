import { Suspense, useEffect, useMemo, useState } from 'react';
import { Box, TextField } from '@catalogo/shared-ui';
import { Autocomplete, ResourcePicker } from '@catalogo/shared-ui/panel';
import { useGetPanelListQuery } from '@catalogo/shared-auth/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { yearsLabel } from './vehicle-label';

/** `PRIVILÈGE 1.6 16V (2011–2014)`: a version of the chosen model. */
const versionLabel = (row: PanelRow) =>
  `${[row.versionName, row.engine].filter((p) => typeof p === 'string' && p).join(' ') || 'Sem versão'} (${yearsLabel(row.yearStart, row.yearEnd)})`;

/**
 * A vehicle in three steps: montadora → modelo (the maker's models, searched as typed) → versão
 * (that model's versions, engines and years).
 */
export function VehiclePicker(props: {
  vehicle: PanelRow | null;
  onChange: (vehicle: PanelRow | null) => void;
}) {
  const [factoryId, setFactoryId] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const models = useGetPanelListQuery(
    {
      resource: resources.vehicles,
      params: { factory: factoryId, q: q || undefined, sort: 'model:asc', page: 1, pageSize: 100 },
    },
    { skip: !factoryId },
  );
  const modelNames = useMemo(
    () =>
      [...new Set((models.data?.items ?? []).map((v) => String(v.model ?? '')))].filter(Boolean),
    [models.data],
  );
  const versions = useGetPanelListQuery(
    {
      resource: resources.vehicles,
      params: {
        factory: factoryId,
        q: model ?? undefined,
        sort: 'versionName:asc',
        page: 1,
        pageSize: 100,
      },
    },
    { skip: !factoryId || !model },
  );
  const versionRows = (versions.data?.items ?? []).filter((v) => v.model === model);

  return (
    <>
      <ResourcePicker
        resource={resources.factories}
        label="Montadora"
        value={factoryId}
        onChange={(id) => {
          setFactoryId(id);
          setModel(null);
          props.onChange(null);
        }}
      />
      <Suspense fallback={<TextField label="Modelo" disabled />}>
        <Autocomplete<string>
          options={modelNames}
          value={model}
          disabled={!factoryId}
          onChange={(_event, next) => {
            setModel(next);
            props.onChange(null);
          }}
          onInputChange={(_event, next, reason) => reason === 'input' && setTyped(next)}
          filterOptions={(all) => all}
          loading={models.isFetching}
          openText="Abrir"
          closeText="Fechar"
          clearText="Limpar"
          noOptionsText="Nenhum modelo"
          loadingText="Carregando…"
          renderInput={(input) => (
            <TextField
              {...input}
              label="Modelo"
              helperText={factoryId ? undefined : 'Escolha a montadora.'}
            />
          )}
        />
      </Suspense>
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <TextField
          select
          fullWidth
          label="Versão"
          value={props.vehicle?.id ?? ''}
          disabled={!model}
          onChange={(event) =>
            props.onChange(versionRows.find((v) => v.id === event.target.value) ?? null)
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{model ? 'Escolha a versão' : '—'}</option>
          {versionRows.map((row) => (
            <option key={row.id} value={row.id}>
              {versionLabel(row)}
            </option>
          ))}
        </TextField>
      </Box>
    </>
  );
}
