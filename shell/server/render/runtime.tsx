// The render runtime (dist-server/render.js): React, MUI, Emotion, the shared libraries and the
// shell's own screens, built for Node. The server evaluates one instance of it per build of the
// catalogue remote, so a redeployed remote never meets the module state (injected endpoints,
// contexts) of the build before it, and an old instance is dropped whole.
import { createContext, type ReactNode } from 'react';
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
  PayloadResult,
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

/** The reason given when the catalogue has no server build: the page is rendered in the browser. */
const NO_REMOTE = 'no server build of catalog';

/** A public page whose company is known: its store can be filled. */
interface PageStart {
  kind: 'page';
  url: URL;
  tenant: Awaited<ReturnType<typeof bootstrapTenant>>;
  catalogPage: boolean;
}
type Early = Extract<RenderResult, { kind: 'client' | 'redirect' }>;

const ERROR_TITLES: Record<string, string> = {
  [paths.error.unavailable]: 'Catálogo indisponível',
  [paths.error.maintenance]: 'Sistema em manutenção',
  [paths.error.accessDenied]: 'Acesso negado',
};

/**
 * Lets go of what this instance registered on the process's globals, so that the server can drop
 * it whole when the catalogue is redeployed. react-redux keeps its context in a global map keyed
 * by the React instance (`Symbol.for('react-redux-context')`): every instance the server had
 * evaluated stayed reachable through it, about 21 MB a redeploy. Safe while this instance still
 * finishes a page: its modules read that context once, when they were evaluated.
 */
export function release(): void {
  const contexts = (globalThis as Record<symbol, unknown>)[Symbol.for('react-redux-context')];
  if (contexts instanceof Map) contexts.delete(createContext);
}

export function createRenderer({ remote: source }: RuntimeOptions): Renderer {
  return rendererFor(source ? evaluateRemote(source.code, source.filename) : null);
}

/** The renderer of a catalogue server module already loaded (tests give the module's source). */
export function rendererFor(remote: RemoteServerModule | null): Renderer {
  if (remote) provideRemoteRoutes('catalog', remote.Routes);

  /**
   * What every answer about a page starts from: the page is one the server renders, and the
   * company of the host (its settings read anonymously: nothing of the visitor's reaches here).
   */
  async function begin({ url: path, origin, signal }: RenderRequest): Promise<PageStart | Early> {
    const url = new URL(path, origin);
    const entry = matchRouteEntry(url.pathname);
    const errorPage = url.pathname.startsWith('/error/');
    const catalogPage = !!entry && 'remote' in entry.owner && entry.owner.remote === 'catalog';
    if (!entry || (!catalogPage && !errorPage) || !routeParamsValid(url.pathname))
      return { kind: 'client', reason: 'not a public page' };
    if (catalogPage && !remote) return { kind: 'client', reason: NO_REMOTE };

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
    return { kind: 'page', url, tenant, catalogPage };
  }

  /** A fresh store with the company and the page's data, dropped once `work` is done with it. */
  async function withPageStore<T>(
    page: PageStart,
    signal: AbortSignal,
    work: (store: AppStore) => Promise<T>,
  ): Promise<T> {
    const store = createAppStore();
    store.dispatch(tenantResolved(page.tenant));
    try {
      // The API unreachable: the page's own requests fail as well, and it shows their errors
      // with a retry (a page without data and without a way on would be worse).
      const status = page.tenant.status;
      if (page.catalogPage && (status === 'loaded' || status === 'unreachable'))
        await remote!.prefetch?.(store, page.url);
      signal.throwIfAborted();
      return await work(store);
    } finally {
      // Drops the store's timers (unused data is kept for a while), so nothing outlives the page.
      store.dispatch(baseApi.util.resetApiState());
    }
  }

  async function render(request: RenderRequest): Promise<RenderResult> {
    const page = await begin(request);
    if (page.kind !== 'page') return page;
    const { url, tenant, catalogPage } = page;
    const { origin, signal } = request;
    return withPageStore(page, signal, async (store) => {
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
    });
  }

  /**
   * A catalogue page's data without its HTML (the route's `_payload.json`): the same prefetch and
   * the same state as the page's HTML carries, and the page's status (404: no such product).
   */
  async function payload(request: RenderRequest): Promise<PayloadResult> {
    const url = new URL(request.url, request.origin);
    const entry = matchRouteEntry(url.pathname);
    if (!entry || !('remote' in entry.owner) || entry.owner.remote !== 'catalog')
      return { kind: 'missing', reason: 'not a catalogue page' };
    const page = await begin(request);
    if (page.kind === 'redirect') return { kind: 'missing', reason: 'unknown company' };
    if (page.kind === 'client')
      return page.reason === NO_REMOTE
        ? { kind: 'unavailable', reason: page.reason }
        : { kind: 'missing', reason: page.reason };
    // The page would show the API's error with a retry: its data is not there to hand out.
    if (page.tenant.status !== 'loaded') return { kind: 'unavailable', reason: 'API unreachable' };
    return withPageStore(page, request.signal, async (store) => ({
      kind: 'data',
      status: remote!.pageHead!(store.getState(), url, request.origin).status,
      state: hydrationState(store),
    }));
  }

  return { render, payload, remoteBuild: remote?.buildId ?? null };
}
