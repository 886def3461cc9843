import { matchRoutes } from '@catalogo/shared-ui';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-table';

const routes = routeTable.map((entry, index) => ({ path: entry.path, id: String(index) }));

/** The route-table entry for a path, ranked as React Router ranks routes; null when none. */
export function matchRouteEntry(pathname: string): RouteEntry | null {
  const match = matchRoutes(routes, pathname)?.[0];
  return match ? (routeTable[Number(match.route.id)] ?? null) : null;
}

/** Route ids (`:id`) are short opaque keys: letters, digits, '-' and '_' (at most 64). */
const ID_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Validates a matched page's parameters; a page that fails validation gives a 404 (spec §5, §8).
 * Paths without a match are valid here (they are simply not found).
 */
export function routeParamsValid(pathname: string): boolean {
  const params = matchRoutes(routes, pathname)?.[0]?.params ?? {};
  return params.id === undefined || ID_PARAM.test(params.id);
}
