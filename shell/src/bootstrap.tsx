import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@catalogo/shared-ui';
import {
  AppProviders,
  createStartedStore,
  resolveHostTenant,
  setEarlyResponses,
} from '@catalogo/shared-auth';
import { remoteManifest, takeEarlyResponse } from './app/early-requests';
import { matchRouteEntry } from './app/match-route';
import { createAppRouter } from './app/router';
import { shellAssetUrl } from './federation/asset-url';
import { keepStoreAcrossReload } from './federation/chunk-reload-guard';
import { preloadRemoteRoutes, setupFederation } from './federation/load-remote';
import { updatePoller } from './features/update-poll/poller-instance';

async function start() {
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

  void updatePoller.track('shell', shellAssetUrl('build-info.json').href, process.env.BUILD_ID);
  updatePoller.start();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root);
  // A transition: React renders the first page in slices and yields between them, instead of
  // holding the main thread for the whole tree (Total Blocking Time on a slow phone).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
