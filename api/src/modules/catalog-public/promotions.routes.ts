import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listPromotionsSchema } from './promotions.schemas';
import { listActivePromotions } from './promotions.service';

/** The catalogue home's promotions banner (DESIGN §4 Promotion). */
const promotionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalog-public/promotions',
    { schema: listPromotionsSchema },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      // Campaigns change by the day: a minute of staleness costs nothing and spares the home.
      reply.header('cache-control', 'public, max-age=60');
      return listActivePromotions(app.db, tenant);
    },
  );
};

export default promotionsRoutes;
