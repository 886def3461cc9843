import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundScreen } from '@catalogo/shared-ui';
import { useDocumentTitle, useTenantStatus } from '@catalogo/shared-auth';
import { RemoteArea } from '../federation/remote-area';
import { AuthLayout } from '../layouts/auth-layout';
import { CatalogLayout } from '../layouts/catalog-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { PanelLayout } from '../layouts/panel-layout';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ErrorPage } from '../features/errors/error-page';
import { RestrictedAccessPage } from '../features/errors/restricted-access-page';
import { ScrollManager } from '../features/scroll/scroll-manager';
import { matchRouteEntry } from './match-route';
import type { LayoutKind, RouteOwner, ShellScreen } from './route-table';
import { paths } from './paths';

const layouts: Record<LayoutKind, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  catalog: CatalogLayout,
  panel: PanelLayout,
  default: DefaultLayout,
};

const shellScreens: Record<ShellScreen, () => ReactNode> = {
  dashboard: () => <DashboardPage />,
  'restricted-access': () => <RestrictedAccessPage />,
  'access-denied': () => <ErrorPage kind="access-denied" />,
  maintenance: () => <ErrorPage kind="maintenance" />,
  unavailable: () => <ErrorPage kind="unavailable" />,
};

function Owner({ owner }: { owner: Exclude<RouteOwner, { redirect: string }> }) {
  return 'remote' in owner ? <RemoteArea remote={owner.remote} /> : shellScreens[owner.shell]();
}

/** Resolves the location against the route table: layout, then the shell screen or remote area. */
export function AppRoot() {
  const { pathname } = useLocation();
  const tenantStatus = useTenantStatus();
  useDocumentTitle();
  const entry = matchRouteEntry(pathname);

  let content: ReactNode;
  if (!entry) {
    content = <NotFoundScreen logMessage={`Page not found: ${pathname}`} />;
  } else if ('redirect' in entry.owner) {
    content = <Navigate to={entry.owner.redirect} replace />;
  } else if (tenantStatus === 'not-found' && !pathname.startsWith('/error/')) {
    content = <Navigate to={paths.error.unavailable} replace />;
  } else {
    const Layout = layouts[entry.layout];
    content = (
      <Layout>
        <Owner owner={entry.owner} />
      </Layout>
    );
  }
  return (
    <>
      <ScrollManager />
      {content}
    </>
  );
}
