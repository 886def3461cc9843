import { matchRoutes } from '@catalogo/shared-ui';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-table';

const routes = routeTable.map((entry, index) => ({ path: entry.path, id: String(index) }));
type Route = (typeof routes)[number];

/**
 * React Router ranks the whole table on every match (about 0.3 ms for these 50 routes, and the
 * server matches each page it renders four times). A route whose first segment is a fixed word
 * matches only paths that start with that word, so only the routes of the path's first word, and
 * those whose first segment is a parameter, are handed to it: the same answer from a few routes.
 */
const isFixed = (segment: string) => !/[:*?]/.test(segment);
const firstSegmentOf = (path: string) => path.split('/')[1] ?? '';
const anyFirstWord = routes.filter((route) => !isFixed(firstSegmentOf(route.path)));
const byFirstWord = new Map<string, Route[]>();
for (const route of routes) {
  const first = firstSegmentOf(route.path);
  if (!isFixed(first)) continue;
  const word = first.toLowerCase();
  // In table order, as React Router breaks ties by it.
  byFirstWord.set(
    word,
    routes.filter(
      (other) => anyFirstWord.includes(other) || firstSegmentOf(other.path).toLowerCase() === word,
    ),
  );
}

/** The routes that can match `pathname`, or all of them when its first word cannot be read. */
function candidates(pathname: string): Route[] {
  let word: string;
  try {
    // As React Router reads a path: each segment decoded, an encoded '/' kept encoded.
    word = decodeURIComponent(firstSegmentOf(pathname)).replace(/\//g, '%2F').toLowerCase();
  } catch {
    return routes;
  }
  return byFirstWord.get(word) ?? anyFirstWord;
}

let last: { pathname: string; match: ReturnType<typeof matchRoutes<Route>> } | null = null;

function firstMatch(pathname: string) {
  if (last?.pathname !== pathname) {
    const list = candidates(pathname);
    last = { pathname, match: list.length ? matchRoutes(list, pathname) : null };
  }
  return last.match?.[0];
}

/** The route-table entry for a path, ranked as React Router ranks routes; null when none. */
export function matchRouteEntry(pathname: string): RouteEntry | null {
  const match = firstMatch(pathname);
  return match ? (routeTable[Number(match.route.id)] ?? null) : null;
}

/** Route ids (`:id`) are short opaque keys: letters, digits, '-' and '_' (at most 64). */
const ID_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Validates a matched page's parameters; a page that fails validation gives a 404 (spec §5, §8).
 * Paths without a match are valid here (they are simply not found).
 */
export function routeParamsValid(pathname: string): boolean {
  const params = firstMatch(pathname)?.params ?? {};
  return params.id === undefined || ID_PARAM.test(params.id);
}
