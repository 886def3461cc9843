// Shapes of the auth calls. The calls that need no session handling (uriName check, e-mail
// confirmation, recovery) are auth-mfe's own endpoints; the session calls live in auth-client.
export interface UriNameAvailability {
  name: string;
  available: boolean;
  reason?: 'invalid' | 'reserved' | 'taken';
}

export interface SignUpPayload {
  company: { commercialName: string; uriName: string; cnpj: string };
  name: string;
  email: string;
  password: string;
}

export interface SignUpResult {
  tenant: { id: string; uriName: string; commercialName: string };
  user: { id: string; name: string; email: string; role: string };
  /** The owner is signed in, but the company stays offline until the e-mail is confirmed. */
  emailConfirmationRequired: boolean;
  /** Signs the owner in on the new company's site (sign-in-ticket.ts). */
  signInTicket?: string;
}
