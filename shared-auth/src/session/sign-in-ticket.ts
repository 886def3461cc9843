/**
 * The sign-up happens on the platform's host; the session it opens belongs to the new company's
 * site. The register page carries the sign-up's short-lived ticket there in the URL fragment
 * (never sent to a server, nor in a Referer), and that site's start takes it out of the address
 * at once and exchanges it for a session (POST /auth/sign-in/ticket).
 */
const PARAM = 'sign-in-ticket';

/** `http://acme.localhost:4200/panel#sign-in-ticket=…` */
export function withSignInTicket(url: string, ticket: string): string {
  return `${url}#${PARAM}=${encodeURIComponent(ticket)}`;
}

/** The ticket in this page's address, removed from it (and from the history entry). */
export function takeSignInTicket(): string | null {
  if (typeof window === 'undefined') return null;
  const { hash, pathname, search } = window.location;
  const ticket = new URLSearchParams(hash.slice(1)).get(PARAM);
  if (ticket === null) return null;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return ticket || null;
}
