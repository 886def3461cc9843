import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@catalogo/shared-ui';
import { useCategoryLevels } from '../../common/category-levels';
import type { CategoryLevels } from '../../common/category-levels';

/** Results per page: a multiple of both the 3- and the 4-column grid. */
export const PAGE_SIZE = 24;

/** The search filters, each kept in the URL query under its own name. */
export const FILTER_KEYS = [
  'q',
  'brand',
  'category',
  'group',
  'subgroup',
  'factory',
  'vehicle',
  'year',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export type ProductSearch = Partial<Record<FilterKey, string>> & { page: number; pageSize: number };

export type SearchChanges = Partial<Record<FilterKey, string | null>> & { page?: number };

// A narrower choice only makes sense inside the wider one: changing the wider clears it.
const dependants: Partial<Record<FilterKey, FilterKey[]>> = {
  category: ['group', 'subgroup'],
  group: ['subgroup'],
  factory: ['vehicle', 'year'],
  vehicle: ['year'],
};

/** The search in a URL query; a filter on a category level that is off is left out. */
export function readSearch(params: URLSearchParams, levels?: CategoryLevels): ProductSearch {
  const search: ProductSearch = { page: 1, pageSize: PAGE_SIZE };
  for (const key of FILTER_KEYS) {
    if (levels && key in levels && !levels[key as keyof CategoryLevels]) continue;
    const value = params.get(key)?.trim();
    if (value) search[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The API's query parameters: empty filters are left out. */
export function toQueryParams(search: ProductSearch): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value) params[key] = value;
  }
  params.page = search.page;
  params.pageSize = search.pageSize;
  return params;
}

/** The query after `changes`; any filter change goes back to the first page. */
export function applyChanges(current: URLSearchParams, changes: SearchChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    if (!(key in changes)) continue;
    const value = changes[key]?.trim();
    if (value === (current.get(key) ?? '')) continue;
    if (value) next.set(key, value);
    else next.delete(key);
    for (const dependant of dependants[key] ?? []) next.delete(dependant);
  }
  if (changes.page && changes.page > 1) next.set('page', String(changes.page));
  else next.delete('page');
  return next;
}

/** A query or a filter is set, or a later page: the results come first on the home. */
export const isSearching = (search: ProductSearch) =>
  search.page > 1 || FILTER_KEYS.some((key) => search[key]);

/** The search held in the URL, so back/forward and reloads keep it. */
export function useProductSearch() {
  const [params, setParams] = useSearchParams();
  const levels = useCategoryLevels();
  const search = useMemo(() => readSearch(params, levels), [params, levels]);
  const update = useCallback(
    (changes: SearchChanges, options: { replace?: boolean } = {}) =>
      setParams((current) => applyChanges(current, changes), options),
    [setParams],
  );
  /** The address of the search after `changes`, for a link. */
  const linkTo = useCallback(
    (changes: SearchChanges) => {
      const next = applyChanges(params, changes).toString();
      return next ? `?${next}` : '?';
    },
    [params],
  );
  return { search, update, linkTo };
}

/** Whether the address holds a search (see isSearching). */
export function useSearchActive(): boolean {
  const [params] = useSearchParams();
  return isSearching(readSearch(params, useCategoryLevels()));
}
