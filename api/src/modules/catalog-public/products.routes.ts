import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productDetailSchema, searchProductsSchema, suggestSchema } from './products.schemas';
import { createFacetRefresher } from './facet-refresh';
import { searchCacheKey } from './products.cache-key';
import {
  getProduct,
  readSearchState,
  searchProducts,
  type SearchOutcome,
} from './products.service';
import { SearchDictionaries } from './search-dictionary';
import { createSearchLogBuffer } from './search-log-buffer';
import { suggest } from './suggest.service';

/** Public catalogue search and product page of the Host's tenant. */
const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refreshFacets = createFacetRefresher(app.db, app.background);
  const searchLog = createSearchLogBuffer(app.db, app.background);
  const dictionaries = new SearchDictionaries(app.db, (tenantId) =>
    app.searchCache.version(tenantId),
  );
  app.get('/catalog-public/products', { schema: searchProductsSchema }, async (request) => {
    const tenant = await request.requireTenant();
    const key = searchCacheKey(request.query);
    let outcome = app.searchCache.get<SearchOutcome>(tenant.id, key);
    if (!outcome) {
      const [dict, state] = await Promise.all([
        dictionaries.get(tenant.id),
        readSearchState(app.db, tenant.id),
      ]);
      outcome = await searchProducts(app.db, tenant, request.query, dict, refreshFacets, {
        index: app.searchIndexes.current(tenant.id, state.version),
        levels: state.levels,
      });
      app.searchCache.set(tenant.id, key, outcome);
    }
    const { result, log } = outcome;
    // The log keeps q as this visitor typed it (the cache entry may come from another spelling).
    const q = request.query.q?.trim() || null;
    // Logged after the answer, in batches: the search report must not slow the search down.
    searchLog.add({ tenantId: tenant.id, q, filters: log.filters, total: result.total });
    return result;
  });

  app.get('/catalog-public/suggest', { schema: suggestSchema }, async (request) => {
    const tenant = await request.requireTenant();
    return suggest(app.db, tenant.id, request.query.q, await dictionaries.get(tenant.id));
  });

  app.get('/catalog-public/products/:id', { schema: productDetailSchema }, async (request) => {
    const tenant = await request.requireTenant();
    return getProduct(app.db, tenant, request.params.id);
  });
};

export default productsRoutes;
