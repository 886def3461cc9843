/** Authentication settings; apps may change them at start with `configureAuth`. */
export interface AuthConfig {
  /**
   * Prefix of what the front-end keeps in Web Storage (only when a session ends, never a token)
   * and of its cross-tab channel and lock. The refresh token's cookie is the API's: its name and
   * attributes are API settings (AUTH_REFRESH_COOKIE_*), and page scripts cannot read it.
   */
  storagePrefix: string;
  /** Where the auth endpoints live; defaults to the tenant's API base URL. */
  authBaseUrl?: string;
  loginPath: string;
  /** Where the confirmation e-mail's link lands; it works signed in too (GuestOnly). */
  emailConfirmPath: string;
  /** Where a signed-in user goes from the sign-in page (spec §2). */
  signedInHome: string;
  /** Where a signed-in user goes from register, recovery and email-confirm (spec §2). */
  signedInGuestRedirect: string;
  refreshOnFocus: boolean;
}

export const authConfig: AuthConfig = {
  storagePrefix: 'catalogo',
  loginPath: '/auth/login',
  emailConfirmPath: '/auth/email-confirm',
  signedInHome: '/panel',
  signedInGuestRedirect: '/admin',
  refreshOnFocus: true,
};

export function configureAuth(changes: Partial<AuthConfig>): void {
  Object.assign(authConfig, changes);
}
