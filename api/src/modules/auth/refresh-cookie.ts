import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config, RefreshCookieConfig } from '../../config';
import { AppError } from '../../plugins/errors';
import { isOriginAllowed } from '../../plugins/cors';

/**
 * The refresh token lives in a cookie only the API sets and reads: HttpOnly (no page script can
 * read it, so an injected script cannot carry a 30-day session away), SameSite and Path from the
 * configuration (Strict and /auth by default: sent only to the auth routes, only from the same
 * site), Secure outside localhost, host-only unless a Domain is configured. The shell and the API
 * are same-site ({tenant}.<domain>, another port or host), so the shell's credentialed fetches
 * carry it. The access token never goes into a cookie: the front-end keeps it in memory.
 *
 * Needs @fastify/cookie registered in the caller's context.
 */
function attributes(cookie: RefreshCookieConfig) {
  return {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: cookie.sameSite,
    path: cookie.path,
    ...(cookie.domain ? { domain: cookie.domain } : {}),
  } as const;
}

/** Sets the cookie for as long as the session's absolute expiry leaves. */
export function setRefreshCookie(
  reply: FastifyReply,
  cookie: RefreshCookieConfig,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(cookie.name, token, { ...attributes(cookie), maxAge: maxAgeSeconds });
}

/** Tells the browser to drop the cookie (same name, path and domain; expired). */
export function clearRefreshCookie(reply: FastifyReply, cookie: RefreshCookieConfig): void {
  reply.setCookie(cookie.name, '', { ...attributes(cookie), maxAge: 0, expires: new Date(0) });
}

/** The refresh token from the cookie; a body or query never carries it. */
export function readRefreshCookie(
  request: FastifyRequest,
  cookie: RefreshCookieConfig,
): string | null {
  const value = request.cookies[cookie.name];
  return value && value.length <= 256 ? value : null;
}

export const originRefused = () =>
  new AppError(403, 'ORIGIN_REFUSED', 'Origem da requisição não permitida.');

/**
 * The cookie routes act on whatever cookie the browser sends, so a page of another origin must
 * not be able to make the browser post to them (SameSite does not separate two tenants of one
 * site: demo.<domain> and evil.<domain> are same-site). A browser always names the Origin of a
 * cross-origin POST; only the tenant's own shell is accepted (the rule of the CORS plugin).
 * Requests without an Origin (not from a browser page) cannot carry a visitor's cookie.
 */
export function assertOwnOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'appDomain' | 'reservedLabels'>,
): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (!isOriginAllowed(origin, request.headers.host, config)) throw originRefused();
}
