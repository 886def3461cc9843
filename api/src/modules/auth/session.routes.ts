import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from './auth.guard';
import { refreshSession, revokeSession } from './session-tokens.service';
import { refreshSchema, sessionSchema, signInSchema, signOutSchema } from './session.schemas';
import { signIn, toSession } from './sign-in.service';

/** Sign-in, session, refresh and sign-out on the Host's tenant. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.authContext;

  app.post('/auth/sign-in', { schema: signInSchema }, async (request) => {
    const tenant = await request.requireTenant();
    return signIn(ctx, tenant, request.body, request.ip);
  });

  app.get(
    '/auth/session',
    { schema: sessionSchema, preHandler: app.authenticate },
    async (request, reply) => {
      const { user, tenant } = authOf(request);
      reply.header('cache-control', 'no-store');
      return toSession(user, tenant);
    },
  );

  // The Authorization header may carry an expired access token: it is neither needed nor read.
  app.post('/auth/refresh', { schema: refreshSchema }, async (request, reply) => {
    const tenant = await request.requireTenant();
    reply.header('cache-control', 'no-store');
    return refreshSession(ctx, tenant, request.body.refreshToken);
  });

  app.post(
    '/auth/sign-out',
    {
      schema: signOutSchema,
      // A client may post no body at all; treat it like {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const tenant = await request.loadTenant();
      const { refreshToken } = request.body;
      if (tenant && refreshToken) await revokeSession(ctx, tenant.id, refreshToken);
      return reply.status(204).send(null);
    },
  );
};

export default sessionRoutes;
