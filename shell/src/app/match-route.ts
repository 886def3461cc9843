import { matchRoutes } from '@catalogo/shared-ui';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-table';

const routes = routeTable.map((entry, index) => ({ path: entry.path, id: String(index) }));

/** The route-table entry for a path, ranked as React Router ranks routes; null when none. */
export function matchRouteEntry(pathname: string): RouteEntry | null {
  const match = matchRoutes(routes, pathname)?.[0];
  return match ? (routeTable[Number(match.route.id)] ?? null) : null;
}
