import { createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { PLAIN_UUID } from '../common/uuid';

/**
 * How long the ticket a sign-up answers stays good: the register page hands it to the new
 * company's site at once, so a couple of minutes covers a slow page load and nothing more.
 */
export const SIGN_IN_TICKET_TTL_SECONDS = 120;

/** Whom a ticket signs in: user, tenant and the session (refresh token family) begun for them. */
export interface TicketClaims {
  sub: string;
  tid: string;
  sid: string;
}

export interface SignInTickets {
  issue(claims: TicketClaims): string;
  /** The ticket's claims, or null when it is forged, expired or not a ticket. */
  read(ticket: string): TicketClaims | null;
}

const TYPE = 'sign-in-ticket';
const isUuid = (v: unknown): v is string => typeof v === 'string' && PLAIN_UUID.test(v);

/**
 * A sign-up happens on the platform's host, but the session it opens belongs to the new
 * company's host: its refresh cookie must be set by that host's API, which the platform page
 * cannot make the browser accept (the two are different sites on localhost, and a cookie set in
 * a cross-site answer is dropped). So the sign-up answers this short-lived ticket, the register
 * page carries it to the company's site in the URL fragment, and that site exchanges it at
 * POST /auth/sign-in/ticket for what a sign-in answers. Single use comes from the session: the
 * exchange rotates the family's first refresh token, which the sign-up never gave out.
 *
 * Signed with a key derived from the access-token secret, and without the claims an access
 * token needs (ten, role): a ticket is never an access token, nor an access token a ticket.
 */
export function createSignInTickets(
  secret: string,
  ttlSeconds = SIGN_IN_TICKET_TTL_SECONDS,
): SignInTickets {
  const key = createHmac('sha256', secret).update(TYPE).digest('hex');
  const signer = createSigner({ key, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({
    key,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'tid', 'sid', 'typ', 'exp'],
  });
  return {
    issue: ({ sub, tid, sid }) => signer({ sub, tid, sid, typ: TYPE }),
    read(ticket) {
      let payload: Record<string, unknown>;
      try {
        payload = verifier(ticket) as Record<string, unknown>;
      } catch {
        return null;
      }
      const { sub, tid, sid, typ } = payload;
      if (typ !== TYPE || !isUuid(sub) || !isUuid(tid) || !isUuid(sid)) return null;
      return { sub, tid, sid };
    },
  };
}
