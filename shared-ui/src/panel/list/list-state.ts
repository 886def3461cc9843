import type { PanelListParams } from '@catalogo/shared-auth/panel';

/** A list's state as its URL says it: `?q=&page=&pageSize=&sort=&<filters>&cols=`. */
export interface ListState {
  q: string;
  /** From 1, as the API counts. */
  page: number;
  pageSize: number;
  /** `field:asc` or `field:desc`; '' for the API's own order. */
  sort: string;
  filters: Record<string, string>;
  /** The visible columns, in order; null for the list's defaults. */
  cols: string[] | null;
}

export interface ListDefaults {
  pageSize: number;
  sort: string;
  filterNames: readonly string[];
}

export const PAGE_SIZES = [10, 25, 50, 100];
const SORT = /^[\w.]+:(asc|desc)$/;

export function parseListState(search: string, defaults: ListDefaults): ListState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sort = params.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const name of defaults.filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const cols = params.get('cols');
  return {
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : defaults.pageSize,
    sort: SORT.test(sort) ? sort : defaults.sort,
    filters,
    cols: cols === null ? null : cols.split(',').filter(Boolean),
  };
}

/** The URL's query (without `?`) for a state; defaults are left out, so a bare list is ''. */
export function serializeListState(state: ListState, defaults: ListDefaults): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== defaults.pageSize) params.set('pageSize', String(state.pageSize));
  if (state.sort && state.sort !== defaults.sort) params.set('sort', state.sort);
  for (const name of defaults.filterNames) {
    const value = state.filters[name];
    if (value) params.set(name, value);
  }
  if (state.cols) params.set('cols', state.cols.join(','));
  return params.toString();
}

/** The API's query for a state: its page, sort and filters. */
export function toListParams(state: ListState): PanelListParams {
  return {
    ...state.filters,
    q: state.q || undefined,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort || undefined,
  };
}

const memoryKey = (path: string) => `panel-list:${path}`;

/** The query a list last had in this tab ('' for its defaults), or null if never opened. */
export function readRememberedList(path: string): string | null {
  try {
    return sessionStorage.getItem(memoryKey(path));
  } catch {
    return null; // storage refused (private mode, quota): the list starts from its defaults
  }
}

export function rememberList(path: string, query: string): void {
  try {
    sessionStorage.setItem(memoryKey(path), query);
  } catch {
    // nothing to remember with
  }
}
