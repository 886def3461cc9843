import type { PanelRow } from '@catalogo/shared-auth/panel';

/** `2010–2015`, or `2010–atual` while still made. */
export function yearsLabel(start: unknown, end: unknown): string {
  if (typeof start !== 'number') return '—';
  return `${start}–${typeof end === 'number' ? end : 'atual'}`;
}

const words = (...parts: unknown[]) =>
  parts.filter((part) => typeof part === 'string' && part).join(' ');

/** `FIAT PALIO FIRE 1.0 (2010–2015)`: a vehicle row as an option and in the table. */
export function vehicleLabel(row: PanelRow): string {
  const factory = (row.factory as { name?: string } | null | undefined)?.name;
  return `${words(factory, row.model, row.versionName, row.engine)} (${yearsLabel(row.yearStart, row.yearEnd)})`;
}

/**
 * `FIRE 1.0 (2010–2015)`: a vehicle among its model's versions. Version, engine and years tell
 * them apart (the API keeps them unique within a maker's model).
 */
export function versionLabel(row: PanelRow): string {
  const name = words(row.versionName, row.engine) || 'Sem versão';
  return `${name} (${yearsLabel(row.yearStart, row.yearEnd)})`;
}
