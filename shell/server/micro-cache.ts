// A few seconds of memory per host and URL: a burst of visitors on one page costs one render.
// Bounded (oldest out first), and keyed by the remote's build, so a redeploy is never answered
// with the old build's HTML.

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
}

export function createMicroCache<T = CachedPage>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { at: number; page: T }>();
  return {
    enabled: ttlMs > 0,
    get(key: string): T | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (Date.now() - entry.at > ttlMs) {
        entries.delete(key);
        return null;
      }
      return entry.page;
    },
    set(key: string, page: T) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { at: Date.now(), page });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
