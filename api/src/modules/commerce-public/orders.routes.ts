import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consumeFormLimit, type CommerceContext } from './commerce-public.context';
import { createOrderSchema } from './orders.schemas';
import { createOrder } from './orders.service';
import { assertSchemaValid } from './public-fields';

/** A visitor's quote request to the Host's tenant (DESIGN §4 Order, §6 idempotent submission). */
const ordersRoutes: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (app, { ctx }) => {
  app.post(
    '/catalog-public/orders',
    {
      schema: createOrderSchema,
      attachValidation: true,
      // Counted on arrival, before the body is read: broken, invalid and replayed attempts too.
      onRequest: (request) => consumeFormLimit(ctx, 'orders', request.ip),
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      assertSchemaValid(request);
      const key = request.headers['idempotency-key'];
      const { order, replayed } = await createOrder(ctx, tenant, key, request.body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send(order);
    },
  );
};

export default ordersRoutes;
