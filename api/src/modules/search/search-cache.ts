/**
 * An in-process LRU of search results with a short TTL. Keys carry the tenant's catalogue
 * version, so invalidateCatalog(tenantId) — called by whoever changes what a search shows —
 * makes every earlier entry of that tenant unreachable at once.
 *
 * Shared-store note (DESIGN §7): this cache and its versions live in one process. With several
 * API instances (REDIS_URL), an invalidation is announced to the others (search-cache.plugin.ts:
 * `announce`), which forget that tenant's entries too. The precomputed facet counts do not
 * depend on this: their version lives in the database (catalog_search_state).
 */
export interface SearchCacheOptions {
  enabled: boolean;
  ttlMs: number;
  maxEntries: number;
}

export const DEFAULT_SEARCH_CACHE: SearchCacheOptions = {
  enabled: true,
  ttlMs: 30_000,
  maxEntries: 2000,
};

/** SEARCH_CACHE (on/off), SEARCH_CACHE_TTL_MS, SEARCH_CACHE_MAX_ENTRIES; a list of errors. */
export function readSearchCacheOptions(env: Record<string, string | undefined>): {
  options: SearchCacheOptions;
  errors: string[];
} {
  const errors: string[] = [];
  const flag = (env.SEARCH_CACHE ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(flag)) {
    errors.push(`SEARCH_CACHE must be on or off (got "${env.SEARCH_CACHE}")`);
  }
  const int = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      errors.push(`${name} must be an integer >= ${min} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  return {
    options: {
      enabled: ['on', 'true', '1'].includes(flag),
      ttlMs: int('SEARCH_CACHE_TTL_MS', DEFAULT_SEARCH_CACHE.ttlMs, 1),
      maxEntries: int('SEARCH_CACHE_MAX_ENTRIES', DEFAULT_SEARCH_CACHE.maxEntries, 1),
    },
    errors,
  };
}

interface Entry {
  tenantId: string;
  expires: number;
  value: unknown;
}

export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<string, number>();

  constructor(
    readonly options: SearchCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The tenant's catalogue version as this process knows it (0 until first invalidated). */
  version(tenantId: string): number {
    return this.versions.get(tenantId) ?? 0;
  }

  private fullKey(tenantId: string, key: string): string {
    return `${tenantId}\u0000${this.version(tenantId)}\u0000${key}`;
  }

  get<T>(tenantId: string, key: string): T | undefined {
    if (!this.options.enabled) return undefined;
    const full = this.fullKey(tenantId, key);
    const entry = this.entries.get(full);
    if (!entry) return undefined;
    this.entries.delete(full);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(full, entry); // most recently used goes last
    return entry.value as T;
  }

  set(tenantId: string, key: string, value: unknown): void {
    if (!this.options.enabled) return;
    const full = this.fullKey(tenantId, key);
    this.entries.delete(full);
    this.entries.set(full, { tenantId, expires: this.now() + this.options.ttlMs, value });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** Tells the other API instances of an invalidation (set by the plugin), or nothing. */
  announce: ((tenantId: string) => void) | null = null;

  /** The tenant's catalogue changed: nothing cached before now is served again, anywhere. */
  invalidateCatalog(tenantId: string): void {
    if (this.announce) this.announce(tenantId);
    else this.forget(tenantId);
  }

  /** Forgets the tenant's entries in this process (its own change, or another instance's). */
  forget(tenantId: string): void {
    this.versions.set(tenantId, this.version(tenantId) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.tenantId === tenantId) this.entries.delete(key);
    }
  }
}
