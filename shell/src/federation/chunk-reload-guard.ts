import { keepAcrossReload, saveReloadState, takeReloadState } from '@catalogo/shared-ui';
import { selectPersistableState, stateRestored } from '@catalogo/shared-auth';
import type { AppStore, PersistableState } from '@catalogo/shared-auth';

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

/** The browser's reload: the edge a test replaces (jsdom cannot reload). */
export const browser = { reload: () => window.location.reload() };

interface GuardDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  /** Writes what the app keeps (store, open drafts) to sessionStorage just before the reload. */
  beforeReload?: () => void;
}

/**
 * A failed chunk usually means a new deployment replaced the old files: reload the page, at
 * most once per 10 s for the same path (spec §8). One guard for every lazy chunk: a remote's
 * (its area's error boundary) and the shell's own (layouts, dashboard, error pages: the
 * router's error element). The URL, hash and history state survive the reload, and the state
 * the app keeps (keepAcrossReload: the store's persistable part, the open form drafts) is saved
 * to sessionStorage first. Returns false when the guard blocks the reload, so the caller shows
 * its error.
 */
export function reloadForChunkError(path: string, deps: GuardDeps = {}): boolean {
  const {
    now = Date.now(),
    storage = window.sessionStorage,
    reload = () => browser.reload(),
    beforeReload = saveReloadState,
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
  beforeReload();
  reload();
  return true;
}

const STORE_KEY = 'store';

/**
 * The store's persistable state (never the session and its tokens) is kept across the guard's
 * reload, and what the last reload kept is put back. Call once, with the app's store, before
 * the first render.
 */
export function keepStoreAcrossReload(store: AppStore): void {
  const kept = takeReloadState<PersistableState>(STORE_KEY);
  if (kept?.api) store.dispatch(stateRestored(kept));
  keepAcrossReload(STORE_KEY, () => selectPersistableState(store.getState()));
}
