import { lazy, Suspense, useCallback, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useLocation, PageSpinner } from '@catalogo/shared-ui';
import { loadRemoteRoutes } from './load-remote';
import { REMOTE_LABELS } from './remotes-config';
import type { RemoteName } from './remotes-config';
import { RemoteErrorBoundary } from './remote-error-boundary';

// One lazy component per remote, kept across navigations so moving between a remote's pages
// does not suspend again; a retry replaces it with a fresh load.
const cache = new Map<RemoteName, LazyExoticComponent<ComponentType> | ComponentType>();

/**
 * A remote's route tree that is loaded already: rendered as is, without suspending. The server
 * render provides the remote's server build; the browser, before it hydrates the server's HTML,
 * the module it loaded (a lazy component would suspend the first render and show the spinner).
 */
export function provideRemoteRoutes(remote: RemoteName, routes: ComponentType): void {
  cache.set(remote, routes);
}

function remoteComponent(remote: RemoteName, fresh: boolean) {
  let component = cache.get(remote);
  if (!component || fresh) {
    component = lazy(async () => ({ default: await loadRemoteRoutes(remote, fresh) }));
    cache.set(remote, component);
  }
  return component;
}

/** Mounts a remote's route tree, with its own loading state and error boundary. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const RemoteRoutes = remoteComponent(remote, attempt > 0 && !cache.has(remote));
  return (
    <div data-remote-area={remote} style={{ display: 'contents' }}>
      <RemoteErrorBoundary
        key={attempt}
        areaLabel={REMOTE_LABELS[remote]}
        path={pathname}
        onRetry={() => {
          cache.delete(remote);
          retry();
        }}
      >
        <Suspense fallback={<PageSpinner />}>
          <RemoteRoutes />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
