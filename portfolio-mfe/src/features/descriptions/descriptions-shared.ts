import { useCategorySettings } from '@catalogo/shared-auth';
import type { PanelRow } from '@catalogo/shared-auth/panel';

const base = '/panel/portifolio';

export const DESCRIPTIONS = `${base}/descriptions`;
export const SUBGROUPS = `${base}/subgroups`;
export const DESCRIPTION_LIST_PATH = `${base}/description`;

/** `DIA — Dianteiras` from a row or an expansion `{ code, name }`. */
export function codeAndName(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const { code, name } = value as { code?: unknown; name?: unknown };
  return [code, name].filter((part) => typeof part === 'string' && part).join(' — ');
}

/** `DIA — Dianteiras (PAS — Pastilhas)`: a subgroup with its group, alike ones told apart. */
export function subgroupOption(row: PanelRow): string {
  const group = codeAndName(row.group);
  const label = row.active === false ? `${codeAndName(row)} (inativo)` : codeAndName(row);
  return group ? `${label} (${group})` : label;
}

/** Whether the subgroup level shows anywhere (category settings; unknown settings count as on). */
export function useSubgroupLevelOn(): boolean {
  const settings = useCategorySettings();
  if (!settings) return true;
  return settings.status && settings.metadata.find((m) => m.level === 'subgroup')?.status !== false;
}
