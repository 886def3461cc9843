import { Suspense } from 'react';
import { PageSpinner, Route, RouteNotFound, Routes } from '@catalogo/shared-ui';
import { EmailConfirmPage } from '../features/email-confirm/email-confirm-page';
import { LoginPage } from '../features/login/login-page';
import { RecoveryPage } from '../features/recovery/recovery-page';
import { RegisterPage } from '../features/register/register-page';
import { paths } from './paths';

/** The route tree exposed to the shell as `auth/routes` (spec §2, authentication routes). */
export default function AuthRoutes() {
  return (
    // The form inputs load on first use (shared-ui's lazy TextField).
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.recovery} element={<RecoveryPage />} />
        <Route path={paths.emailConfirm} element={<EmailConfirmPage />} />
        <Route path="*" element={<RouteNotFound />} />
      </Routes>
    </Suspense>
  );
}
