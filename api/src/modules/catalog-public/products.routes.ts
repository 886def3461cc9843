import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productDetailSchema, searchProductsSchema } from './products.schemas';
import { getProduct, logSearch, searchProducts } from './products.service';

/** Public catalogue search and product page of the Host's tenant. */
const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/catalog-public/products', { schema: searchProductsSchema }, async (request) => {
    const tenant = await request.requireTenant();
    const { result, log } = await searchProducts(app.db, tenant, request.query);
    // Logged after the answer: the search report must not slow the search down.
    app.background.run('search-log', () =>
      logSearch(app.db, tenant.id, log.q, log.filters, result.total),
    );
    return result;
  });

  app.get('/catalog-public/products/:id', { schema: productDetailSchema }, async (request) => {
    const tenant = await request.requireTenant();
    return getProduct(app.db, tenant, request.params.id);
  });
};

export default productsRoutes;
