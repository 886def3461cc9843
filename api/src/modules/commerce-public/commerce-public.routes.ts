import type { FastifyPluginAsync } from 'fastify';
import { createRateLimiter } from '../auth/rate-limit';
import { rateLimitStoreOf } from '../auth/rate-limit-store';
import type { CommerceContext } from './commerce-public.context';
import messagesRoutes from './messages.routes';
import ordersRoutes from './orders.routes';
import { trimBody } from './public-fields';

/** The public forms (quote request, contact) of the Host's tenant; no sign-in. */
const commercePublicRoutes: FastifyPluginAsync = async (app) => {
  const limiter = createRateLimiter(rateLimitStoreOf(app));
  app.addHook('onClose', async () => limiter.close());
  const ctx: CommerceContext = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    background: app.background,
    log: app.log,
    limiter,
  };
  // Encapsulated: only these routes get their bodies trimmed before validation.
  app.addHook('preValidation', async (request) => {
    request.body = trimBody(request.body);
  });
  await app.register(ordersRoutes, { ctx });
  await app.register(messagesRoutes, { ctx });
};

export default commercePublicRoutes;
