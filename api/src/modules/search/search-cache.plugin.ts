import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SEARCH_CACHE, SearchCache, type SearchCacheOptions } from './search-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public search results; call searchCache.invalidateCatalog(tenantId) after catalogue writes. */
    searchCache: SearchCache;
  }
}

export default fp(
  async function searchCachePlugin(app: FastifyInstance, options: Partial<SearchCacheOptions>) {
    app.decorate('searchCache', new SearchCache({ ...DEFAULT_SEARCH_CACHE, ...options }));
  },
  { name: 'search-cache' },
);
