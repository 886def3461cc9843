import { createSigner, createVerifier, TOKEN_ERROR_CODES } from 'fast-jwt';
import { USER_ROLES, type UserRole } from '../../db/schema';
import { PLAIN_UUID } from '../common/uuid';

/**
 * Claims of an access token: user, tenant id and uriName, role, and `sid`, the refresh token
 * family (session) it was issued with; fast-jwt adds iat and exp.
 */
export interface AccessClaims {
  sub: string;
  tid: string;
  ten: string;
  role: UserRole;
  sid: string;
}

export type VerifiedAccess =
  | { ok: true; claims: AccessClaims & { iat: number; exp: number } }
  | { ok: false; code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' };

export interface AccessTokens {
  sign(claims: AccessClaims): string;
  verify(token: string): VerifiedAccess;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
// User, tenant and session ids go to uuid columns: anything else would fail the query (a 500).
const isUuid = (v: unknown): v is string => typeof v === 'string' && PLAIN_UUID.test(v);

/** Short-lived HS256 JWTs (DESIGN §5), bound to one tenant and user. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'tid', 'ten', 'role', 'sid', 'iat', 'exp'],
  });

  return {
    sign: ({ sub, tid, ten, role, sid }) => signer({ sub, tid, ten, role, sid }),
    verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = verifier(token) as Record<string, unknown>;
      } catch (error) {
        const expired = (error as { code?: unknown }).code === TOKEN_ERROR_CODES.expired;
        return { ok: false, code: expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID' };
      }
      const { sub, tid, ten, role, sid, iat, exp } = payload;
      const valid =
        isUuid(sub) &&
        isUuid(tid) &&
        isString(ten) &&
        isUuid(sid) &&
        USER_ROLES.includes(role as UserRole) &&
        typeof iat === 'number' &&
        typeof exp === 'number';
      if (!valid) return { ok: false, code: 'TOKEN_INVALID' };
      return { ok: true, claims: { sub, tid, ten, role: role as UserRole, sid, iat, exp } };
    },
  };
}
