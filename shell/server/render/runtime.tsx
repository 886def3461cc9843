// The render runtime (dist-server/render.js): React, MUI, Emotion, the shared libraries and the
// shell's own screens, built for Node. The server evaluates one instance of it per build of the
// catalogue remote, so a redeployed remote never meets the module state (injected endpoints,
// contexts) of the build before it, and an old instance is dropped whole.
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { LazyUsage } from '@catalogo/shared-ui';
import {
  AppProviders,
  baseApi,
  bootstrapTenant,
  buildDocumentTitle,
  createAppStore,
  runtimeConfig,
  tenantResolved,
} from '@catalogo/shared-auth';
import type { AppStore } from '@catalogo/shared-auth';
import { AppRoot } from '../../src/app/app-root';
import { FatalError } from '../../src/app/fatal-error';
import { matchRouteEntry, routeParamsValid } from '../../src/app/match-route';
import { paths } from '../../src/app/paths';
import { provideRemoteRoutes } from '../../src/federation/remote-area';
import type {
  PageHead,
  RemoteServerModule,
  Renderer,
  RenderRequest,
  RenderResult,
  RuntimeOptions,
} from '../types';
import { createRequestCache, criticalStyleTags } from './emotion';
import { evaluateRemote } from './remote-module';

const routes = [{ path: '*', element: <AppRoot />, errorElement: <FatalError /> }];
const handler = createStaticHandler(routes);

/** How long the tenant's settings may take; the page's whole budget is the server's. */
const TENANT_TIMEOUT_MS = 2000;

/**
 * The whole page as one string, written once everything in it is ready: no Suspense boundary is
 * left to be filled in by a script (a visitor without JavaScript, a crawler, sees all of it).
 */
function renderToText(app: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(app, {
      // A large finished boundary would otherwise be sent apart, after the page, and put in place
      // by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/** What the browser's store starts from: the tenant and the answers the page was drawn with. */
function hydrationState(store: AppStore) {
  const { tenant, api } = store.getState();
  return {
    tenant,
    api: { queries: api.queries, mutations: {}, provided: api.provided, subscriptions: {} },
  };
}

const ERROR_TITLES: Record<string, string> = {
  [paths.error.unavailable]: 'Catálogo indisponível',
  [paths.error.maintenance]: 'Sistema em manutenção',
  [paths.error.accessDenied]: 'Acesso negado',
};

export function createRenderer({ remote: source }: RuntimeOptions): Renderer {
  const remote: RemoteServerModule | null = source
    ? evaluateRemote(source.code, source.filename)
    : null;
  if (remote) provideRemoteRoutes('catalog', remote.Routes);

  async function render({ url: path, origin, signal }: RenderRequest): Promise<RenderResult> {
    const url = new URL(path, origin);
    const entry = matchRouteEntry(url.pathname);
    const errorPage = url.pathname.startsWith('/error/');
    const catalogPage = !!entry && 'remote' in entry.owner && entry.owner.remote === 'catalog';
    if (!entry || (!catalogPage && !errorPage) || !routeParamsValid(url.pathname))
      return { kind: 'client', reason: 'not a public page' };
    if (catalogPage && !remote) return { kind: 'client', reason: 'no server build of catalog' };

    const tenant = await bootstrapTenant({
      hostname: url.hostname,
      protocol: url.protocol,
      apiAddress: runtimeConfig.apiAddress,
      productKey: runtimeConfig.productKey,
      fetchFn: (input, init) => fetch(input, { ...init, signal }),
      timeoutMs: TENANT_TIMEOUT_MS,
    });
    if (tenant.status === 'platform') return { kind: 'client', reason: 'platform host' };
    if (tenant.status === 'unconfirmed') return { kind: 'client', reason: 'unconfirmed company' };
    if (tenant.status === 'not-found' && !errorPage)
      return { kind: 'redirect', location: paths.error.unavailable };

    const store = createAppStore();
    store.dispatch(tenantResolved(tenant));
    try {
      // The API unreachable: the page's own requests fail as well, and it shows their errors
      // with a retry (a page without data and without a way on would be worse).
      if (catalogPage && (tenant.status === 'loaded' || tenant.status === 'unreachable'))
        await remote!.prefetch?.(store, url);
      signal.throwIfAborted();
      const cache = createRequestCache();
      const context = await handler.query(new Request(url.href, { signal }));
      if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
      const router = createStaticRouter(handler.dataRoutes, context);
      let app = (
        <CacheProvider value={cache}>
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </CacheProvider>
      );
      if (remote?.PageOrigin) app = <remote.PageOrigin value={origin}>{app}</remote.PageOrigin>;
      // The lazy components the page drew: the browser loads them before it hydrates.
      const lazy = new Set<string>();
      app = <LazyUsage.Provider value={lazy}>{app}</LazyUsage.Provider>;
      const body = await renderToText(app, signal);
      const state = store.getState();
      const site = tenant.info?.commercialName;
      let head: PageHead;
      if (catalogPage) head = remote!.pageHead!(state, url, origin);
      else
        head = {
          status:
            url.pathname === paths.error.unavailable && tenant.status === 'not-found' ? 404 : 200,
          title: buildDocumentTitle(site, ERROR_TITLES[url.pathname]),
          meta: [{ name: 'robots', content: 'noindex' }],
          links: [],
        };
      return {
        kind: 'html',
        status: head.status,
        head,
        styles: criticalStyleTags(cache, body),
        body,
        state: hydrationState(store),
        lazy: [...lazy],
      };
    } finally {
      // Drops the store's timers (unused data is kept for a while), so nothing outlives the page.
      store.dispatch(baseApi.util.resetApiState());
    }
  }

  return { render, remoteBuild: remote?.buildId ?? null };
}
