import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SearchIndexes } from './search-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public search's in-memory index per tenant (search-index.ts). */
    searchIndexes: SearchIndexes;
  }
}

/**
 * One SearchIndexes for the app, current while the tenant's catalogue version (this process's,
 * moved by every catalogue write on every instance, and the database's) has not moved.
 */
export default fp(
  async function searchIndexPlugin(app: FastifyInstance) {
    const indexes = new SearchIndexes(app.db, (tenantId) => app.searchCache.version(tenantId), {
      ...app.config.searchIndex,
      minIntervalMs: 1_000,
      onError: (error) => app.log.error({ err: error }, 'search index load failed'),
      onLoad: (tenantId, products, ms) =>
        app.log.info({ tenantId, products, ms }, 'search index loaded'),
    });
    app.decorate('searchIndexes', indexes);
  },
  { name: 'search-index', dependencies: ['search-cache'] },
);
