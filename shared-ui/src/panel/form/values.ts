import type { FieldValues } from 'react-hook-form';
import type { PanelRow } from '@catalogo/shared-auth/panel';

/** Deep equality of form and API values; null and undefined are the same "no value". */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b || (a == null && b == null)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys)
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  return true;
}

/** The default `toForm`: the form's own fields taken from the row, its blanks where missing. */
export function pickFormValues<V extends FieldValues>(row: PanelRow, blank: V): V {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(blank)) values[key] = row[key] ?? blank[key];
  return values as V;
}

/** An API field path (`name`, `/name`, `body/items/0/code`) as a form path (`items.0.code`). */
export function formPath(field: string): string {
  return field
    .replace(/^\/+/, '')
    .replace(/^body[./]/, '')
    .replace(/\//g, '.');
}
