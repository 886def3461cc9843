// What the app keeps across a reload it forces itself (a failed lazy chunk, spec §8: "state
// preserved"). Parts of the app register what they hold (the store's persistable state, the
// open form drafts); just before the reload everything is written to sessionStorage (this tab
// only, gone with it), and after it each part takes its own back, once.

const STORAGE_KEY = 'catalogo:reload-state';

type Source = () => unknown;
const sources = new Map<string, Source>();
let reloading = false;

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readAll(storage: SessionLike): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps `source()` (read at the moment of the reload; undefined keeps nothing) across a forced
 * reload under `key`. A later call for the same key replaces the source. Returns the way out.
 */
export function keepAcrossReload(key: string, source: Source): () => void {
  sources.set(key, source);
  return () => {
    if (sources.get(key) === source) sources.delete(key);
  };
}

/** Stops keeping `key`. */
export function forgetAcrossReload(key: string): void {
  sources.delete(key);
}

/**
 * True once the state is saved for a forced reload: a form's "leave with unsaved changes?"
 * prompt (beforeunload) stays quiet, since its draft is kept.
 */
export function isForcedReloadUnderway(): boolean {
  return reloading;
}

/** Just before a forced reload: writes every kept value to sessionStorage. */
export function saveReloadState(storage: SessionLike | null = sessionStore()): void {
  reloading = true;
  if (!storage) return;
  const saved = readAll(storage);
  for (const [key, source] of sources) {
    try {
      const value = source();
      if (value !== undefined) saved[key] = value;
    } catch {
      // one part that cannot say what it holds does not stop the others
    }
  }
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // storage full or refused: the reload still happens, without the state
  }
}

/** After the reload: what was kept under `key`, once (it is removed as it is read). */
export function takeReloadState<T>(
  key: string,
  storage: SessionLike | null = sessionStore(),
): T | undefined {
  if (!storage) return undefined;
  const saved = readAll(storage);
  if (!(key in saved)) return undefined;
  const value = saved[key] as T;
  delete saved[key];
  try {
    if (Object.keys(saved).length) storage.setItem(STORAGE_KEY, JSON.stringify(saved));
    else storage.removeItem(STORAGE_KEY);
  } catch {
    // nothing more to do
  }
  return value;
}
