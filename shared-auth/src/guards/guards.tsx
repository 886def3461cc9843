import type { ReactNode } from 'react';
import { Navigate, PageSpinner, useLocation } from '@catalogo/shared-ui';
import { authConfig } from '../session/auth-config';
import { useSession, useSessionStatus } from '../session/use-auth';
import { useAppSelector } from '../store/store';
import { selectTenantLabel } from '../tenant/tenant-slice';
import { useTenantInfo } from '../tenant/use-tenant';

export const RESTRICTED_ACCESS_PATH = '/panel/alert/restrictedAccess';
export const ACCESS_DENIED_PATH = '/error/access-denied';
const RESTRICTED_SITUATIONS = ['suspended'];

function LoginRedirect() {
  const { pathname, search, hash } = useLocation();
  const redirect = encodeURIComponent(`${pathname}${search}${hash}`);
  return <Navigate to={`${authConfig.loginPath}?redirect=${redirect}`} replace />;
}

/** Pages require sign-in by default: a visitor goes to the login page with `redirect` (spec §4). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const session = useSession();
  // A session being reloaded after a token refresh keeps its page: unmounting it would lose
  // the list's state, a half-typed form and an upload in flight every time a token rotates.
  if (status === 'loading') return session ? children : <PageSpinner label="Verificando sessão…" />;
  if (status !== 'authenticated') return <LoginRedirect />;
  return children;
}

/**
 * Unauthenticated-only pages: a signed-in user is sent to `to` (spec §2). Except a confirmation
 * link (/auth/email-confirm?token=…): the owner whom the sign-up signed in follows it signed in,
 * and sending them away would drop its token, leaving the e-mail unconfirmed for good.
 */
export function GuestOnly({ to, children }: { to: string; children: ReactNode }) {
  const status = useSessionStatus();
  const { pathname, search } = useLocation();
  if (pathname === authConfig.emailConfirmPath && new URLSearchParams(search).has('token'))
    return children;
  if (status === 'loading') return <PageSpinner label="Verificando sessão…" />;
  if (status === 'authenticated') return <Navigate to={to} replace />;
  return children;
}

function useRestricted(): boolean {
  const session = useSession();
  const tenant = useTenantInfo();
  const situation = session?.tenant.situation ?? tenant?.situation ?? '';
  return RESTRICTED_SITUATIONS.includes(situation);
}

/** A signed-in user of this tenant whose tenant is not restricted; a suspended tenant goes to the alert. */
export function PanelGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const hostLabel = useAppSelector(selectTenantLabel);
  const restricted = useRestricted();
  // The session must belong to this host's tenant, even when tenant-info could not be loaded.
  const ofThisTenant = !!session && session.tenant.uriName === hostLabel;
  return (
    <RequireAuth>
      {!ofThisTenant ? (
        // Another tenant's session cannot open this panel (and sending it to the sign-in page
        // would loop: the sign-in page sends signed-in users back here).
        <Navigate to={ACCESS_DENIED_PATH} replace />
      ) : restricted ? (
        <Navigate to={RESTRICTED_ACCESS_PATH} replace />
      ) : (
        children
      )}
    </RequireAuth>
  );
}

/** The restricted-access alert is shown only to signed-in users of a restricted tenant. */
export function AlertGuard({ children }: { children: ReactNode }) {
  const restricted = useRestricted();
  return <RequireAuth>{restricted ? children : <Navigate to="/panel" replace />}</RequireAuth>;
}
