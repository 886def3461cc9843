import { useCategorySettings } from '@catalogo/shared-auth';
import type { CategoryLevel } from '@catalogo/shared-auth';
import type { PanelRow } from '@catalogo/shared-auth/panel';

const base = '/panel/portifolio/category-system';

/** Where the category settings are changed (settings remote). */
export const CATEGORY_SETTINGS_PATH = '/panel/setting/category-system';

export interface LevelInfo {
  level: CategoryLevel;
  /** pt-BR singular and plural, capitalised: "Grupo", "Grupos". */
  label: string;
  plural: string;
  /** How an inactive row of this level is marked in a picker. */
  inactive: string;
  resource: string;
  listPath: string;
}

/** The three levels of the category system, in their order (DESIGN §4). */
export const LEVELS: Record<CategoryLevel, LevelInfo> = {
  category: {
    level: 'category',
    label: 'Categoria',
    plural: 'Categorias',
    inactive: 'inativa',
    resource: '/panel/portifolio/categories',
    listPath: `${base}/category`,
  },
  group: {
    level: 'group',
    label: 'Grupo',
    plural: 'Grupos',
    inactive: 'inativo',
    resource: '/panel/portifolio/groups',
    listPath: `${base}/group`,
  },
  subgroup: {
    level: 'subgroup',
    label: 'Subgrupo',
    plural: 'Subgrupos',
    inactive: 'inativo',
    resource: '/panel/portifolio/subgroups',
    listPath: `${base}/subgroup`,
  },
};

export const LEVEL_ORDER: readonly CategoryLevel[] = ['category', 'group', 'subgroup'];

/**
 * Whether a level shows in the catalogue: `system-off` when the whole category system is off,
 * `level-off` when only this level is. Settings not loaded (yet) count as on: no false alarm.
 */
export type LevelState = 'on' | 'level-off' | 'system-off';

export function useLevelState(level: CategoryLevel): LevelState {
  const settings = useCategorySettings();
  if (!settings) return 'on';
  if (!settings.status) return 'system-off';
  return settings.metadata.find((m) => m.level === level)?.status === false ? 'level-off' : 'on';
}

/** `FRE — Freios`: a code-and-name row as an option, a cell or a picker's value. */
export function codeAndName(row: unknown): string {
  if (!row || typeof row !== 'object') return '';
  const { code, name } = row as { code?: unknown; name?: unknown };
  return [code, name].filter((part) => typeof part === 'string' && part).join(' — ');
}

/** A picker's option of `level`: its code and name, and a mark when it is inactive. */
export const optionLabel = (level: CategoryLevel) => (row: PanelRow) =>
  row.active === false ? `${codeAndName(row)} (${LEVELS[level].inactive})` : codeAndName(row);
