import type { PanelRow } from '@catalogo/shared-auth/panel';

/** `2010–2015`, or `2010–atual` while still made. */
export function yearsLabel(start: unknown, end: unknown): string {
  if (typeof start !== 'number') return '—';
  return `${start}–${typeof end === 'number' ? end : 'atual'}`;
}

/** `FIAT PALIO FIRE 1.0 (2010–2015)`: a vehicle row as an option and in the table. */
export function vehicleLabel(row: PanelRow): string {
  const factory = (row.factory as { name?: string } | null | undefined)?.name;
  const parts = [factory, row.model, row.versionName, row.engine].filter(
    (part) => typeof part === 'string' && part,
  );
  return `${parts.join(' ')} (${yearsLabel(row.yearStart, row.yearEnd)})`;
}
