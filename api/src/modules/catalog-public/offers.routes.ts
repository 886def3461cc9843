import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOffersSchema } from './offers.schemas';
import { listCurrentOffers } from './offers.service';

/** The catalogue home's offers strip (DESIGN §4 Offer). */
const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/catalog-public/offers', { schema: listOffersSchema }, async (request, reply) => {
    const tenant = await request.requireTenant();
    reply.header('cache-control', 'public, max-age=60');
    return listCurrentOffers(app.db, tenant, request.query.limit);
  });
};

export default offersRoutes;
