/** Authentication settings; apps may change them at start with `configureAuth`. */
export interface AuthConfig {
  cookie: {
    prefix: string;
    path: string;
    sameSite: 'Strict' | 'Lax' | 'None';
    /** undefined: Secure on https pages only. */
    secure?: boolean;
  };
  /** Where the auth endpoints live; defaults to the tenant's API base URL. */
  authBaseUrl?: string;
  loginPath: string;
  /** Where a signed-in user goes from the sign-in page (spec §2). */
  signedInHome: string;
  /** Where a signed-in user goes from register, recovery and email-confirm (spec §2). */
  signedInGuestRedirect: string;
  refreshOnFocus: boolean;
}

export const authConfig: AuthConfig = {
  cookie: { prefix: 'catalogo', path: '/', sameSite: 'Strict' },
  loginPath: '/auth/login',
  signedInHome: '/panel',
  signedInGuestRedirect: '/admin',
  refreshOnFocus: true,
};

export function configureAuth(changes: Partial<AuthConfig>): void {
  Object.assign(authConfig, changes, { cookie: { ...authConfig.cookie, ...changes.cookie } });
}
