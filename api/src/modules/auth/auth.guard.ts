import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantRow, UserRole, UserRow } from '../../db/schema';
import type { AccessClaims } from './access-token';
import { accessTokenRejected, roleForbidden, userDisabled } from './auth.errors';
import { hasPermission, type Permission } from './permissions';
import { findTokenUser } from './users.repository';

export interface Authenticated {
  user: UserRow;
  tenant: TenantRow;
  claims: AccessClaims;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid Bearer access token of the Host's tenant and an active user. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; null on routes without it. */
    auth: Authenticated | null;
  }
}

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/;

/** The signed-in user of a route guarded by app.authenticate. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw accessTokenRejected('TOKEN_INVALID');
  return request.auth;
}

/**
 * preHandler for after app.authenticate: 403 FORBIDDEN unless the user has one of the roles.
 * `{ preHandler: [app.authenticate, requireRole('owner', 'admin')] }`
 */
export function requireRole(...roles: UserRole[]): preHandlerAsyncHookHandler {
  return async function roleGuard(request) {
    if (!roles.includes(authOf(request).user.role)) throw roleForbidden();
  };
}

/**
 * preHandler for after app.authenticate: 403 FORBIDDEN unless the user's role grants the
 * permission (DESIGN §8.2). `{ preHandler: [app.authenticate, requirePermission('portfolio:write')] }`
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async function permissionGuard(request) {
    if (!hasPermission(authOf(request).user.role, permission)) throw roleForbidden();
  };
}

export default fp(
  async function authGuardPlugin(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw accessTokenRejected('TOKEN_INVALID');
      const verified = app.authContext.tokens.verify(match[1]);
      if (!verified.ok) throw accessTokenRejected(verified.code);
      const { claims } = verified;
      // A token is valid only on its own tenant's host: acme's token means nothing on demo.
      // (Its ids are uuids: tokens.verify refuses any other sub, tid or sid.)
      if (!request.tenantLabel || request.tenantLabel !== claims.ten) {
        throw accessTokenRejected('TOKEN_INVALID');
      }
      const { sessions } = app.authContext;
      const key = `${request.tenantLabel}:${claims.tid}:${claims.sub}:${claims.sid}`;
      let found = sessions.get(key);
      if (!found) {
        // Unknown user, tenant moved, or the session (sid) signed out / reset / revoked: 401.
        const loaded = await findTokenUser(
          app.db,
          request.tenantLabel,
          claims.tid,
          claims.sub,
          claims.sid,
        );
        if (!loaded) throw accessTokenRejected('TOKEN_INVALID');
        found = { ...loaded, familyId: claims.sid };
        sessions.set(key, found);
      }
      const { tenant, user } = found;
      // Disabling a user takes effect at once (within the session cache's few seconds).
      if (user.status !== 'active') throw userDisabled(401);
      request.auth = { user, tenant, claims };
    });
  },
  { name: 'auth-guard', dependencies: ['auth', 'tenant'] },
);
