import { readSearchCacheOptions, SearchCache } from './search-cache';

describe('SearchCache', () => {
  const options = { enabled: true, ttlMs: 1000, maxEntries: 3 };

  it('answers what was stored until the TTL ends', () => {
    let now = 0;
    const cache = new SearchCache(options, () => now);
    cache.set('t1', 'q=a', { total: 1 });
    expect(cache.get('t1', 'q=a')).toEqual({ total: 1 });
    expect(cache.get('t2', 'q=a')).toBeUndefined();
    now = 999;
    expect(cache.get('t1', 'q=a')).toEqual({ total: 1 });
    now = 1000;
    expect(cache.get('t1', 'q=a')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new SearchCache(options);
    for (const key of ['a', 'b', 'c']) cache.set('t1', key, key);
    expect(cache.get('t1', 'a')).toBe('a'); // a is now the most recent
    cache.set('t1', 'd', 'd');
    expect(cache.size).toBe(3);
    expect(cache.get('t1', 'b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get('t1', k))).toEqual(['a', 'c', 'd']);
  });

  it("invalidateCatalog drops one tenant's entries and bumps only its version", () => {
    const cache = new SearchCache(options);
    cache.set('t1', 'q', 'old');
    cache.set('t2', 'q', 'other');
    cache.invalidateCatalog('t1');
    expect(cache.version('t1')).toBe(1);
    expect(cache.version('t2')).toBe(0);
    expect(cache.get('t1', 'q')).toBeUndefined();
    expect(cache.get('t2', 'q')).toBe('other');
    cache.set('t1', 'q', 'new');
    expect(cache.get('t1', 'q')).toBe('new');
  });

  it('stores nothing when off', () => {
    const cache = new SearchCache({ ...options, enabled: false });
    cache.set('t1', 'q', 'x');
    expect(cache.get('t1', 'q')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('readSearchCacheOptions', () => {
  it('defaults to on, 30 s, 2000 entries', () => {
    expect(readSearchCacheOptions({})).toEqual({
      options: { enabled: true, ttlMs: 30_000, maxEntries: 2000 },
      errors: [],
    });
  });

  it('reads SEARCH_CACHE=off and the limits', () => {
    const env = { SEARCH_CACHE: 'off', SEARCH_CACHE_TTL_MS: '500', SEARCH_CACHE_MAX_ENTRIES: '10' };
    expect(readSearchCacheOptions(env).options).toEqual({
      enabled: false,
      ttlMs: 500,
      maxEntries: 10,
    });
  });

  it('lists every bad value', () => {
    const { errors } = readSearchCacheOptions({
      SEARCH_CACHE: 'maybe',
      SEARCH_CACHE_TTL_MS: '-1',
      SEARCH_CACHE_MAX_ENTRIES: 'many',
    });
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('SEARCH_CACHE must be on or off');
  });
});
