import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadLazy, RouterProvider } from '@catalogo/shared-ui';
import {
  AppProviders,
  createAppStore,
  createStartedStore,
  resolveHostTenant,
  setEarlyResponses,
  startSession,
} from '@catalogo/shared-auth';
import type { AppStore, RootState } from '@catalogo/shared-auth';
import { remoteManifest, takeEarlyResponse } from './app/early-requests';
import { matchRouteEntry } from './app/match-route';
import { whenOwnedByReact } from './app/hydration';
import { createAppRouter } from './app/router';
import { serverPayload } from './app/server-payload';
import type { ServerPayload } from './app/server-payload';
import { shellAssetUrl } from './federation/asset-url';
import { keepStoreAcrossReload } from './federation/chunk-reload-guard';
import {
  loadRemoteRoutes,
  loadedRemoteBuild,
  preloadRemoteRoutes,
  setupFederation,
} from './federation/load-remote';
import { provideRemoteRoutes } from './federation/remote-area';
import { updatePoller } from './features/update-poll/poller-instance';

/** Hands over (hydrated) or drops (rendered anew) what the server's HTML held until now. */
function earlyEvents(hydrated: boolean) {
  (window as { __catalogoEarly?: (hydrated: boolean) => void }).__catalogoEarly?.(hydrated);
}

/** `<html data-hydrated="true">`: the page is the app's (journeys and tools wait for it). */
const markLive = () => {
  document.documentElement.dataset.hydrated = 'true';
};

/**
 * After the first commit: a server-rendered page once React owns all of it (parts whose code was
 * still loading are hydrated later), then what the visitor did before that reaches the app
 * (shell/server/html.ts); a page rendered in the browser at once.
 */
function Live({ children, hydrating }: { children: ReactNode; hydrating: boolean }) {
  useEffect(() => {
    if (!hydrating) return markLive();
    let live = true;
    void whenOwnedByReact(rootElement()).then(() => {
      if (!live) return;
      markLive();
      earlyEvents(true);
    });
    return () => {
      live = false;
    };
  }, [hydrating]);
  return children;
}

const app = (store: AppStore, hydrating = false) => (
  <StrictMode>
    <Live hydrating={hydrating}>
      <AppProviders store={store}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </Live>
  </StrictMode>
);

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  return root;
}

function startUpdatePoll() {
  void updatePoller.track('shell', shellAssetUrl('build-info.json').href, process.env.BUILD_ID);
  updatePoller.start();
}

/**
 * Whether the page the server rendered can be hydrated: the remote that owns it loaded, and it is
 * the build the server rendered with (a redeploy in between would mix two builds in one page).
 */
async function remoteReady(payload: ServerPayload): Promise<boolean> {
  const owner = matchRouteEntry(window.location.pathname)?.owner;
  if (!owner || !('remote' in owner)) return true;
  try {
    const routes = await loadRemoteRoutes(owner.remote);
    const rendered = payload.builds[owner.remote];
    if (rendered !== loadedRemoteBuild(owner.remote)) {
      console.info(`[shell] ${owner.remote} was redeployed since this page was rendered`);
      return false;
    }
    provideRemoteRoutes(owner.remote, routes);
    return true;
  } catch {
    return false; // the area's error boundary shows the failure, with its retry
  }
}

/** A page the server rendered: the same store state, then the same tree over the same HTML. */
async function hydrate(payload: ServerPayload) {
  setupFederation(payload.remotes);
  const store = createAppStore(payload.state as Partial<RootState>);
  startSession(store);
  keepStoreAcrossReload(store);
  const ready = await remoteReady(payload);
  // The code of every lazy part the server drew, so that React hydrates the whole page at once
  // (a part whose code is still loading stays inert, and an update reaching it meanwhile would
  // draw it anew).
  if (ready) await preloadLazy(payload.lazy ?? []);
  startUpdatePoll();
  const root = rootElement();
  if (ready) {
    // A transition: React hydrates the page in slices and yields between them (as it renders a
    // page drawn in the browser, below), instead of one task as long as the whole tree (Total
    // Blocking Time on a slow phone). Input meanwhile is held by the early-events script.
    startTransition(() => {
      hydrateRoot(root, app(store, true));
    });
  } else {
    earlyEvents(false);
    root.replaceChildren();
    createRoot(root).render(app(store));
  }
}

async function start() {
  const payload = serverPayload();
  if (payload) return hydrate(payload);
  // What main.ts asked for early (tenant settings, the first page's data) goes to the first
  // requests for it.
  setEarlyResponses(takeEarlyResponse);
  // Tenant settings and the remote locations are read before the first render (spec §4); the
  // remote owning this page starts loading as soon as its location is known, not after render.
  const federation = remoteManifest().then((remotes) => {
    setupFederation(remotes);
    const owner = matchRouteEntry(window.location.pathname)?.owner;
    if (owner && 'remote' in owner) preloadRemoteRoutes(owner.remote);
  });
  const [tenant] = await Promise.all([resolveHostTenant(), federation]);
  // A stored token means 'loading' until the session answers; guards wait for it.
  const store = createStartedStore(tenant);
  // What the chunk-reload guard saved before reloading comes back; what it will save is named.
  keepStoreAcrossReload(store);
  startUpdatePoll();

  const reactRoot = createRoot(rootElement());
  // A transition: React renders the first page in slices and yields between them, instead of
  // holding the main thread for the whole tree (Total Blocking Time on a slow phone).
  startTransition(() => reactRoot.render(app(store)));
}

void start();
