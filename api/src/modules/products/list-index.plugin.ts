import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ListIndexes } from './list-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The panel's product list in memory per tenant (list-index.ts). */
    productListIndexes: ListIndexes;
  }
}

/** One ListIndexes for the app; PRODUCT_LIST_INDEX=off lists products in SQL alone. */
export default fp(
  async function listIndexPlugin(app: FastifyInstance) {
    const indexes = new ListIndexes(app.db, {
      ...app.config.productListIndex,
      onError: (error) => app.log.error({ err: error }, 'product list index failed'),
      onLoad: (tenantId, products, ms) =>
        app.log.info({ tenantId, products, ms }, 'product list index loaded'),
    });
    app.decorate('productListIndexes', indexes);
  },
  { name: 'product-list-index' },
);
