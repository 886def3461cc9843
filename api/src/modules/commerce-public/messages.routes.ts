import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consumeFormLimit, type CommerceContext } from './commerce-public.context';
import { createMessageSchema } from './messages.schemas';
import { createMessage } from './messages.service';
import { assertSchemaValid } from './public-fields';

/** The catalogue's contact form (DESIGN §4 Message). */
const messagesRoutes: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/catalog-public/messages',
    {
      schema: createMessageSchema,
      attachValidation: true,
      // Counted on arrival, before the body is read: broken and invalid attempts too.
      onRequest: (request) => consumeFormLimit(ctx, 'messages', request.ip),
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      assertSchemaValid(request);
      return reply.status(201).send(await createMessage(ctx, tenant, request.body));
    },
  );
};

export default messagesRoutes;
