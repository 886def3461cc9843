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
  emailConfirmationRequired: boolean;
  /** Present only when the API signs the new owner in at once (the refresh token: a cookie). */
  token?: string;
  refreshTokenMaxAge?: number;
}
