import { TextField } from '@catalogo/shared-ui';
import type { PanelListParams, PanelRow } from '@catalogo/shared-auth/panel';
import { ResourcePicker } from '../resource-picker';

export interface ListFilterOption {
  value: string;
  label: string;
}

/** A filter of a list, sent to the API as `name=value` (DESIGN §8.1). */
export type ListFilter =
  | { type: 'select'; name: string; label: string; options: readonly ListFilterOption[] }
  /** Todos / Sim / Não: `name=true|false`. */
  | { type: 'boolean'; name: string; label: string }
  /**
   * A day (the browser's date input: a calendar and typing alike): `YYYY-MM-DD` in the list's
   * URL, sent to the API as the start of that day in the user's time zone, an ISO date-time.
   */
  | { type: 'date'; name: string; label: string }
  /** A row of another resource (a category, a factory): `name=<id>`. */
  | {
      type: 'resource';
      name: string;
      label: string;
      resource: string;
      optionLabel?: (row: PanelRow) => string;
      params?: PanelListParams;
    };

/** `2026-11-01` → the ISO instant that day starts here; anything else unchanged. */
export function dayStart(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as number[];
  const start = new Date(year!, month! - 1, day!);
  return Number.isNaN(start.getTime()) ? value : start.toISOString();
}

/** The list's filter values as the API takes them (a day as the instant it starts). */
export function filterParams(
  values: Readonly<Record<string, string>>,
  filters: readonly ListFilter[],
): Record<string, string> {
  const out = { ...values };
  for (const filter of filters)
    if (filter.type === 'date' && out[filter.name]) out[filter.name] = dayStart(out[filter.name]!);
  return out;
}

const YES_NO: readonly ListFilterOption[] = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];

// Two selects a row on a phone, so the list starts higher up.
const width = { xs: 'calc(50% - 4px)', sm: 200 };

/** One filter's control: a native select (easy on phones and keyboards) or a search. */
export function FilterControl(props: {
  filter: ListFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const { filter, value, onChange } = props;
  if (filter.type === 'resource')
    return (
      <ResourcePicker
        size="small"
        sx={{ width: { xs: '100%', sm: 240 } }}
        resource={filter.resource}
        label={filter.label}
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        optionLabel={filter.optionLabel}
        params={filter.params}
      />
    );
  if (filter.type === 'date')
    return (
      <TextField
        type="date"
        size="small"
        label={filter.label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ width }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  const options = filter.type === 'boolean' ? YES_NO : filter.options;
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Todos</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
