import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productDetailSchema, searchProductsSchema } from './products.schemas';
import { createFacetRefresher } from './facet-refresh';
import { searchCacheKey } from './products.cache-key';
import { getProduct, searchProducts, type SearchOutcome } from './products.service';
import { createSearchLogBuffer } from './search-log-buffer';

/** Public catalogue search and product page of the Host's tenant. */
const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refreshFacets = createFacetRefresher(app.db, app.background);
  const searchLog = createSearchLogBuffer(app.db, app.background);

  app.get('/catalog-public/products', { schema: searchProductsSchema }, async (request) => {
    const tenant = await request.requireTenant();
    const key = searchCacheKey(request.query);
    let outcome = app.searchCache.get<SearchOutcome>(tenant.id, key);
    if (!outcome) {
      outcome = await searchProducts(app.db, tenant, request.query, refreshFacets);
      app.searchCache.set(tenant.id, key, outcome);
    }
    const { result, log } = outcome;
    // The log keeps q as this visitor typed it (the cache entry may come from another spelling).
    const q = request.query.q?.trim() || null;
    // Logged after the answer, in batches: the search report must not slow the search down.
    searchLog.add({ tenantId: tenant.id, q, filters: log.filters, total: result.total });
    return result;
  });

  app.get('/catalog-public/products/:id', { schema: productDetailSchema }, async (request) => {
    const tenant = await request.requireTenant();
    return getProduct(app.db, tenant, request.params.id);
  });
};

export default productsRoutes;
