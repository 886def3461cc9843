import { useMemo } from 'react';
import { useCategorySettings } from '@catalogo/shared-auth';
import type { CategoryLevel, CategorySettings } from '@catalogo/shared-auth';

export type CategoryLevels = Record<CategoryLevel, boolean>;

const ALL_ON: CategoryLevels = { category: true, group: true, subgroup: true };

/**
 * Which category levels the public catalogue shows (spec §3, §4): none while the category system
 * is off; otherwise each level by its own status, as the API reads them. Settings that could not
 * be loaded hide nothing: the API leaves the switched-off levels out of its answers anyway.
 */
export function categoryLevels(settings: CategorySettings | null | undefined): CategoryLevels {
  if (!settings) return ALL_ON;
  const on = (level: CategoryLevel) =>
    settings.status && settings.metadata.some((item) => item.level === level && item.status);
  return { category: on('category'), group: on('group'), subgroup: on('subgroup') };
}

/** The category levels on, from the settings read at start. */
export function useCategoryLevels(): CategoryLevels {
  const settings = useCategorySettings();
  return useMemo(() => categoryLevels(settings), [settings]);
}

/** The product's category path, of the levels that are on, from the widest. */
export function categoryPath<T>(
  product: { category: T | null; group: T | null; subgroup: T | null },
  levels: CategoryLevels,
): T[] {
  return (['category', 'group', 'subgroup'] as const)
    .filter((level) => levels[level])
    .map((level) => product[level])
    .filter((value): value is T => value !== null && value !== undefined);
}
