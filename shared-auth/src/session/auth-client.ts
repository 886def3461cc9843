import { authConfig } from './auth-config';
import { AuthError, authErrorFromBody } from './auth-error';
import type { SessionData } from './session-slice';

/**
 * What sign-in and refresh answer. The refresh token itself never reaches scripts: the API sets
 * it in an HttpOnly cookie, which the browser sends back to the session calls.
 */
export interface TokenPair {
  token: string;
  /** Seconds until the refresh token's absolute expiry, when the API says. */
  refreshTokenMaxAge: number | null;
}

/** The auth endpoints' base URL; an address that is the app itself is a server misconfiguration. */
export function resolveAuthBaseUrl(tenantBaseUrl: string): string {
  const base = authConfig.authBaseUrl ?? tenantBaseUrl;
  if (
    typeof window !== 'undefined' &&
    new URL(base, window.location.href).origin === window.location.origin
  ) {
    console.error(
      `[auth] the auth base URL (${base}) points at the app itself: recursion refused (server configuration error)`,
    );
    throw new AuthError(0, 'AUTH_RECURSION', 'Configuração do servidor inválida.');
  }
  return base;
}

async function call(
  baseUrl: string,
  path: string,
  init: { method: string; token?: string | null; body?: unknown; withCookie?: boolean },
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${resolveAuthBaseUrl(baseUrl)}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // The API is another origin of the same site: the refresh cookie goes (and is set) only
      // when asked for, on the session calls.
      ...(init.withCookie ? { credentials: 'include' as const } : {}),
    });
  } catch (error) {
    if (error instanceof AuthError) throw error;
    console.error(`[auth] ${init.method} ${path} failed:`, error);
    throw authErrorFromBody(0, null);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    // A failed auth request is a generic error in the console (spec §8): status and code only,
    // never what was sent.
    const error = authErrorFromBody(response.status, body);
    console.error(`[auth] ${init.method} ${path} failed: ${response.status} ${error.code}`);
    throw error;
  }
  return body;
}

/** Sign-in and refresh answers must carry the token as a string (spec §5); otherwise the flow stops. */
function tokenPair(body: unknown, flow: string): TokenPair {
  const data = (body ?? {}) as Record<string, unknown>;
  if (typeof data.token !== 'string') {
    console.error(`[auth] no token string in the ${flow} response`);
    throw new AuthError(0, 'TOKEN_MISSING', 'Resposta inesperada do servidor. Tente novamente.');
  }
  return {
    token: data.token,
    refreshTokenMaxAge:
      typeof data.refreshTokenMaxAge === 'number' ? data.refreshTokenMaxAge : null,
  };
}

export const authClient = {
  async signIn(
    baseUrl: string,
    credentials: { email: string; password: string },
  ): Promise<TokenPair> {
    return tokenPair(
      await call(baseUrl, '/auth/sign-in', { method: 'POST', body: credentials, withCookie: true }),
      'sign-in',
    );
  },
  /** The sign-up's ticket for a session on the new company's site (sign-in-ticket.ts). */
  async exchangeTicket(baseUrl: string, ticket: string): Promise<TokenPair> {
    return tokenPair(
      await call(baseUrl, '/auth/sign-in/ticket', {
        method: 'POST',
        body: { ticket },
        withCookie: true,
      }),
      'sign-in',
    );
  },
  /** Swaps the refresh cookie for a new access token (and a new cookie). */
  async refresh(baseUrl: string, token: string | null): Promise<TokenPair> {
    return tokenPair(
      await call(baseUrl, '/auth/refresh', { method: 'POST', token, withCookie: true }),
      'refresh',
    );
  },
  async session(baseUrl: string, token: string): Promise<SessionData> {
    const body = (await call(baseUrl, '/auth/session', {
      method: 'GET',
      token,
    })) as SessionData | null;
    if (!body?.user || !body.tenant) {
      console.error('[auth] the session could not be extracted from the response');
      throw new AuthError(0, 'SESSION_INVALID', 'Sessão inválida.');
    }
    return body;
  },
  /** Ends the refresh cookie's session; the API clears the cookie. */
  async signOut(baseUrl: string, token: string | null): Promise<void> {
    await call(baseUrl, '/auth/sign-out', { method: 'POST', token, withCookie: true });
  },
  async signUp(baseUrl: string, payload: unknown): Promise<unknown> {
    return call(baseUrl, '/auth/sign-up', { method: 'POST', body: payload });
  },
};
