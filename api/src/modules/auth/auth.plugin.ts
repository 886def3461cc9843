import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccessTokens } from './access-token';
import type { AuthContext } from './auth.context';
import { readOrCreateJwtSecret } from './jwt-secret';
import { createPasswordHasher } from './password';
import { createRateLimiter } from './rate-limit';
import { rateLimitStoreOf } from './rate-limit-store';
import { createSessionCache, sharedSessionCache } from './session-cache';
import { createSignInTickets } from './sign-in-ticket';

declare module 'fastify' {
  interface FastifyInstance {
    authContext: AuthContext;
  }
}

/** Builds the auth services once: JWT signer/verifier, password hasher, rate limiter. */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const { auth, dataDir } = app.config;
    const secret = auth.jwtSecret ?? readOrCreateJwtSecret(dataDir);
    const limiter = createRateLimiter(rateLimitStoreOf(app));
    app.addHook('onClose', async () => limiter.close());

    const passwords = await createPasswordHasher(auth.passwordHashCost);
    const { N, r, p } = passwords.params;
    app.log.info(`password hashing: scrypt N=${N} r=${r} p=${p} (${auth.passwordHashCost})`);

    app.decorate('authContext', {
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      background: app.background,
      log: app.log,
      tokens: createAccessTokens(secret, auth.accessTokenTtl),
      tickets: createSignInTickets(secret),
      passwords,
      limiter,
      sessions: sharedSessionCache(createSessionCache(auth.sessionCacheSeconds), app.sharedState),
    } satisfies AuthContext);
  },
  {
    name: 'auth',
    dependencies: ['mail', 'background', 'shared-state'],
    decorators: { fastify: ['config', 'db', 'mailer', 'background'] },
  },
);
