import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { authOf } from './auth.guard';
import {
  assertOwnOrigin,
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
} from './refresh-cookie';
import { refreshSession, revokeSession, type SessionTokens } from './session-tokens.service';
import {
  refreshSchema,
  sessionSchema,
  signInSchema,
  signInTicketSchema,
  signOutSchema,
} from './session.schemas';
import { exchangeSignInTicket, signIn, toSession } from './sign-in.service';

/** Sign-in, session, refresh and sign-out on the Host's tenant. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.authContext;
  const cookie = app.config.auth.refreshCookie;
  // Parses the Cookie header of these routes only (the refresh cookie's path is /auth).
  await app.register(fastifyCookie);

  /** The refresh token goes into its HttpOnly cookie; the body keeps what the client needs. */
  const answer = (reply: FastifyReply, tokens: SessionTokens) => {
    setRefreshCookie(reply, cookie, tokens.refreshToken, tokens.refreshTokenMaxAge);
    reply.header('cache-control', 'no-store');
    return { token: tokens.token, refreshTokenMaxAge: tokens.refreshTokenMaxAge };
  };

  // No body at all counts as {} (refresh and sign-out take none).
  const emptyBody = async (request: { body: unknown }) => {
    request.body ??= {};
  };

  app.post('/auth/sign-in', { schema: signInSchema }, async (request, reply) => {
    const tenant = await request.requireTenant();
    return answer(reply, await signIn(ctx, tenant, request.body, request.ip));
  });

  // The sign-up's ticket, carried from the platform's register page to the new company's site.
  app.post('/auth/sign-in/ticket', { schema: signInTicketSchema }, async (request, reply) => {
    assertOwnOrigin(request, app.config);
    const tenant = await request.requireTenant();
    return answer(reply, await exchangeSignInTicket(ctx, tenant, request.body.ticket));
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

  // The token comes from the cookie only. The Authorization header may carry an expired access
  // token: it is neither needed nor read. A failed refresh leaves the cookie alone: another
  // tab's answer may have put a newer token there meanwhile.
  app.post(
    '/auth/refresh',
    { schema: refreshSchema, preValidation: emptyBody },
    async (request, reply) => {
      assertOwnOrigin(request, app.config);
      const tenant = await request.requireTenant();
      reply.header('cache-control', 'no-store');
      const presented = readRefreshCookie(request, cookie);
      return answer(reply, await refreshSession(ctx, tenant, presented));
    },
  );

  app.post(
    '/auth/sign-out',
    { schema: signOutSchema, preValidation: emptyBody },
    async (request, reply) => {
      assertOwnOrigin(request, app.config);
      const tenant = await request.loadTenant();
      const presented = readRefreshCookie(request, cookie);
      if (tenant && presented) await revokeSession(ctx, tenant.id, presented);
      clearRefreshCookie(reply, cookie);
      return reply.status(204).send(null);
    },
  );
};

export default sessionRoutes;
