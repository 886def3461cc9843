/** Reload guard window for failed lazy chunk loads (spec §9). */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'catalogo:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

interface GuardDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * A failed chunk usually means a new deployment replaced the old files: reload the page, at
 * most once per 10 s for the same path (spec §8). The URL, hash and history state survive the
 * reload. Returns false when the guard blocks the reload, so the caller shows the area's error.
 */
export function reloadForChunkError(path: string, deps: GuardDeps = {}): boolean {
  const {
    now = Date.now(),
    storage = window.sessionStorage,
    reload = () => window.location.reload(),
  } = deps;
  let record: Record<string, number> = {};
  try {
    record = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    record = {};
  }
  const last = record[path];
  if (typeof last === 'number' && now - last < RELOAD_GUARD_MS) return false;
  record[path] = now;
  storage.setItem(STORAGE_KEY, JSON.stringify(record));
  reload();
  return true;
}
