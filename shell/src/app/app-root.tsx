import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import {
  lazyNamed,
  Navigate,
  NotFoundScreen,
  PageSpinner,
  useLocation,
} from '@catalogo/shared-ui';
import {
  AlertGuard,
  authConfig,
  buildDocumentTitle,
  GuestOnly,
  PanelGuard,
  resolveHostTenant,
  safeRedirectPath,
  tenantResolved,
  useAppDispatch,
  useTenantInfo,
  useTenantStatus,
} from '@catalogo/shared-auth';
import { RemoteArea } from '../federation/remote-area';
import { CatalogLayout } from '../layouts/catalog-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { ScrollManager } from '../features/scroll/scroll-manager';
import { matchRouteEntry, routeParamsValid } from './match-route';
import type { LayoutKind, RouteEntry, RouteOwner, ShellScreen } from './route-table';
import { paths } from './paths';

// The public catalogue is the first page most visitors see: the panel, auth and error screens
// load on demand so it does not pay for them. Named chunks: a failed one (a deployment replaced
// it) reloads the page through the router's error element (fatal-error.tsx).
const AuthLayout = lazy(() =>
  import(/* webpackChunkName: "auth-layout" */ '../layouts/auth-layout').then((m) => ({
    default: m.AuthLayout,
  })),
);
const PanelLayout = lazy(() =>
  import(/* webpackChunkName: "panel-layout" */ '../layouts/panel-layout').then((m) => ({
    default: m.PanelLayout,
  })),
);
const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);
const RestrictedAccessPage = lazy(() =>
  import(
    /* webpackChunkName: "restricted-access" */ '../features/errors/restricted-access-page'
  ).then((m) => ({
    default: m.RestrictedAccessPage,
  })),
);
// Named: an error page the server rendered has it loaded before it is hydrated.
const ErrorPage = lazyNamed('shell/ErrorPage', () =>
  import(/* webpackChunkName: "error-page" */ '../features/errors/error-page').then((m) => ({
    default: m.ErrorPage,
  })),
);

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

/** The access rule of the route (spec §2, §6): guest-only, panel guard, alert guard or public. */
function Guarded({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const { search } = useLocation();
  switch (entry.access) {
    case 'guest': {
      // On the sign-in page a `redirect` wins, so a just-signed-in user lands where they asked.
      const redirect = new URLSearchParams(search).get('redirect');
      const to =
        entry.path === paths.auth.login
          ? safeRedirectPath(redirect, authConfig.signedInHome)
          : authConfig.signedInGuestRedirect;
      return <GuestOnly to={to}>{children}</GuestOnly>;
    }
    case 'panel':
      return <PanelGuard>{children}</PanelGuard>;
    case 'alert':
      return <AlertGuard>{children}</AlertGuard>;
    case 'public':
      return children;
    default:
      // A route naming an access rule (middleware) that does not exist is a programming error.
      throw new Error(`Unknown route middleware: ${String(entry.access)}`);
  }
}

function Owner({ owner }: { owner: Exclude<RouteOwner, { redirect: string }> }) {
  return 'remote' in owner ? (
    <RemoteArea key={owner.remote} remote={owner.remote} />
  ) : (
    shellScreens[owner.shell]()
  );
}

/**
 * A public page of a company that was awaiting its owner's e-mail confirmation when the app
 * started: asked again once (the owner may have confirmed since, in this very tab), then the
 * page, or "Catálogo indisponível".
 */
function UnconfirmedTenant() {
  const dispatch = useAppDispatch();
  const [stillUnconfirmed, setStillUnconfirmed] = useState(false);
  useEffect(() => {
    let live = true;
    resolveHostTenant({ fresh: true })
      .then((tenant) => {
        if (!live) return;
        if (tenant.status === 'loaded') dispatch(tenantResolved(tenant));
        else setStillUnconfirmed(true);
      })
      .catch(() => live && setStillUnconfirmed(true));
    return () => {
      live = false;
    };
  }, [dispatch]);
  return stillUnconfirmed ? (
    <Navigate to={paths.error.unavailable} replace />
  ) : (
    <PageSpinner fullScreen />
  );
}

/**
 * The site's own title, set again on every page: a page with a name of its own (a product) sets
 * it with `useDocumentTitle`, a passive effect. This is a layout effect so that it runs first
 * even when both commit together (a hydrated page, where a passive effect of this parent would
 * run after the child's and put the site's title back over the product's).
 */
function useSiteTitle(pathname: string) {
  const commercialName = useTenantInfo()?.commercialName;
  useLayoutEffect(() => {
    document.title = buildDocumentTitle(commercialName);
  }, [commercialName, pathname]);
}

/** Resolves the location against the route table: layout, then the shell screen or remote area. */
export function AppRoot() {
  const { pathname } = useLocation();
  const tenantStatus = useTenantStatus();
  useSiteTitle(pathname);
  const entry = matchRouteEntry(pathname);

  let content: ReactNode;
  if (!entry) {
    content = <NotFoundScreen logMessage={`Page not found: ${pathname}`} />;
  } else if (!routeParamsValid(pathname)) {
    content = <NotFoundScreen logMessage={`Page Not Found: ${pathname}`} />;
  } else if ('redirect' in entry.owner) {
    content = <Navigate to={entry.owner.redirect} replace />;
  } else if (tenantStatus === 'not-found' && !pathname.startsWith('/error/')) {
    content = <Navigate to={paths.error.unavailable} replace />;
  } else if (tenantStatus === 'unconfirmed' && entry.layout === 'catalog') {
    // A company awaiting its owner's e-mail confirmation has its sign-in, confirmation and
    // panel, but no public catalogue yet.
    content = <UnconfirmedTenant />;
  } else {
    const Layout = layouts[entry.layout];
    content = (
      <Suspense fallback={<PageSpinner fullScreen />}>
        <Guarded entry={entry}>
          <Layout>
            <Owner owner={entry.owner} />
          </Layout>
        </Guarded>
      </Suspense>
    );
  }
  return (
    <>
      <ScrollManager />
      {content}
    </>
  );
}
