import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@catalogo/shared-ui';
import { AppProviders, createStartedStore, resolveHostTenant } from '@catalogo/shared-auth';
import { createAppRouter } from './app/router';
import { shellAssetUrl } from './federation/asset-url';
import { setupFederation } from './federation/load-remote';
import { fetchRemoteManifest } from './federation/remotes-config';
import { updatePoller } from './features/update-poll/poller-instance';

async function start() {
  // Tenant settings and the remote locations are read before the first render (spec §4).
  const [tenant, remotes] = await Promise.all([resolveHostTenant(), fetchRemoteManifest()]);
  setupFederation(remotes);
  // A stored token means 'loading' until the session answers; guards wait for it.
  const store = createStartedStore(tenant);

  void updatePoller.track('shell', shellAssetUrl('build-info.json').href, process.env.BUILD_ID);
  updatePoller.start();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
