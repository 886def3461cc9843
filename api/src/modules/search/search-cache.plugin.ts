import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SEARCH_CACHE, SearchCache, type SearchCacheOptions } from './search-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public search results; call searchCache.invalidateCatalog(tenantId) after catalogue writes. */
    searchCache: SearchCache;
  }
}

const CHANNEL = 'search-invalidate';

export default fp(
  async function searchCachePlugin(app: FastifyInstance, options: Partial<SearchCacheOptions>) {
    const cache = new SearchCache({ ...DEFAULT_SEARCH_CACHE, ...options });
    // Every instance forgets a tenant's entries when any of them changes its catalogue.
    app.sharedState.subscribe(CHANNEL, (tenantId) => cache.forget(tenantId));
    cache.announce = (tenantId) => app.sharedState.publish(CHANNEL, tenantId);
    app.decorate('searchCache', cache);
  },
  { name: 'search-cache', dependencies: ['shared-state'] },
);
