import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recoverySchema, resetSchema } from './recovery.schemas';
import { requestRecovery, resetPassword } from './recovery.service';

const RECOVERY_MESSAGE =
  'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';

/** Password recovery by mailed link on the Host's tenant. */
const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.authContext;

  app.post('/auth/recovery', { schema: recoverySchema }, async (request, reply) => {
    const tenant = await request.requireTenant();
    await requestRecovery(ctx, tenant, request.body.email, request.ip);
    return reply.status(202).send({ message: RECOVERY_MESSAGE });
  });

  app.post('/auth/recovery/reset', { schema: resetSchema }, async (request) => {
    const tenant = await request.requireTenant();
    return resetPassword(ctx, tenant, request.body, request.ip);
  });
};

export default recoveryRoutes;
