import { Suspense } from 'react';
import { Chip, Stack } from '@catalogo/shared-ui';
import { useGetPanelRecordQuery } from '@catalogo/shared-auth/panel';
import type { ListFilter } from './list-filters';

const YES_NO: Record<string, string> = { true: 'Sim', false: 'Não' };

/** `2026-11-01` → `01/11/2026`. */
const day = (value: string) => value.split('-').reverse().join('/');

function ResourceName({ filter, id }: { filter: ListFilter & { type: 'resource' }; id: string }) {
  const record = useGetPanelRecordQuery({ resource: filter.resource, id });
  if (!record.data) return <>…</>;
  return <>{filter.optionLabel?.(record.data) ?? String(record.data.name ?? id)}</>;
}

function valueText(filter: ListFilter, value: string) {
  if (filter.type === 'boolean') return YES_NO[value] ?? value;
  if (filter.type === 'select')
    return filter.options.find((o) => o.value === value)?.label ?? value;
  if (filter.type === 'date') return day(value);
  return <ResourceName filter={filter} id={value} />;
}

/**
 * The filters in force as chips (`Situação: Rascunho`), each removed by a click or Delete: what
 * the list shows is said in one line, also when the controls wrap away on a phone.
 */
export function FilterChips(props: {
  filters: readonly ListFilter[];
  values: Record<string, string>;
  onRemove: (name: string) => void;
}) {
  const active = props.filters.filter((f) => props.values[f.name]);
  if (active.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Stack
        direction="row"
        component="ul"
        aria-label="Filtros aplicados (clique em um para removê-lo)"
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {active.map((filter) => (
          <li key={filter.name}>
            <Chip
              size="small"
              label={
                <>
                  {filter.label}: {valueText(filter, props.values[filter.name]!)}
                </>
              }
              onDelete={() => props.onRemove(filter.name)}
              onClick={() => props.onRemove(filter.name)}
            />
          </li>
        ))}
      </Stack>
    </Suspense>
  );
}
