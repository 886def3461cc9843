import { useCategorySettings } from '@catalogo/shared-auth';
import type { PanelRow } from '@catalogo/shared-auth/panel';

export type Level = 'category' | 'group' | 'subgroup';

/**
 * Which category levels the tenant uses (its category settings): a level switched off, or the
 * whole system, is not shown. Settings not loaded count as on.
 */
export function useCategoryLevels(): Record<Level, boolean> {
  const settings = useCategorySettings();
  const on = (level: Level) =>
    !settings ||
    (settings.status && settings.metadata.find((m) => m.level === level)?.status !== false);
  return { category: on('category'), group: on('group'), subgroup: on('subgroup') };
}

/** `FRE — Freios` (and a mark when inactive). */
export function codeAndName(row: PanelRow): string {
  const label = [row.code, row.name].filter((part) => typeof part === 'string' && part).join(' — ');
  return row.active === false ? `${label} (inativo)` : label;
}
