// The shell server's routes (main.ts starts it): the public pages rendered to HTML, their data as
// the route's `_payload.json`, everything else from the shell's static files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageScripts } from './generations';
import type { Generation } from './generations';
import { composePage } from './html';
import { createMicroCache } from './micro-cache';
import type { CachedPage } from './micro-cache';
import { payloadAnswer, payloadPagePath, payloadProblem } from './payload';
import type { PayloadResult, RenderResult } from './types';

/** Shared caches may keep a rendered page this long (the HTML is anonymous). */
export const CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10';

/** The public pages rendered on the server; the rest of the app is rendered in the browser. */
const SSR_PATH = /^\/(?:product\/[^/]+|error\/[a-z-]+)?$/;
/** Those of them that have a payload (the catalogue's). */
const PAYLOAD_PATH = /^\/(?:product\/[^/]+)?$/;

/** A payload's answer, written when first asked for (most rendered pages' never are). */
type LazyAnswer = () => CachedPage;
function lazily(make: () => CachedPage): LazyAnswer {
  let answer: CachedPage | null = null;
  return () => (answer ??= make());
}

export interface ShellAppOptions {
  /** The shell's browser build (index.html, remotes.json…). */
  distDir: string;
  /** The static files (scripts/serve-static.mjs), for everything not rendered here. */
  serveFile: (request: IncomingMessage, response: ServerResponse) => void;
  /** Off: only the files are served (and no payload). */
  ssr: boolean;
  /** A slower render is served client-rendered (a slower payload: 503). */
  budgetMs: number;
  /** How long a rendered page and a payload are kept per host and URL (0: not kept). */
  microCacheMs: number;
  /** X-Forwarded-Proto and X-Forwarded-Host are believed. */
  trustProxy: boolean;
  generations: { readonly current: Generation | null };
  log: (message: string) => void;
}

function originOf(request: FastifyRequest, trustProxy: boolean): string {
  const proto =
    (trustProxy && String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]) || 'http';
  const host =
    (trustProxy && String(request.headers['x-forwarded-host'] ?? '')) || request.headers.host;
  return `${proto}://${host}`;
}

function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const gzip = page.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  reply.code(page.status).headers(page.headers).header('vary', 'Accept-Encoding');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? page.gzip : page.body);
}

export function createShellApp(options: ShellAppOptions): FastifyInstance {
  const { distDir, budgetMs, generations, log } = options;
  const cache = createMicroCache(options.microCacheMs);
  const payloads = createMicroCache<LazyAnswer>(options.microCacheMs);
  let template = { mtimeMs: 0, html: '' };

  function indexHtml(): string {
    const file = path.join(distDir, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== template.mtimeMs) template = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return template.html;
  }

  function serveFile(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    options.serveFile(request.raw, reply.raw);
  }

  /** The client-rendered page (index.html as built), with why the server did not render it. */
  function clientPage(reason: string): CachedPage {
    return {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'x-catalogo-render': `client; ${reason.replace(/[^\x20-\x7e]/g, '?').slice(0, 200)}`,
      },
      body: Buffer.from(indexHtml()),
      gzip: null,
    };
  }

  function withBudget<T>(promise: Promise<T>, controller: AbortController) {
    let timer: NodeJS.Timeout;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`slower than its budget of ${budgetMs} ms`));
      }, budgetMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  /** Micro-cache keys: per remote build, host and URL (pages and payloads in caches apart). */
  const pageKey = (generation: Generation | null, origin: string, url: string) =>
    `${generation?.key}|${origin}${url}`;

  async function renderPage(request: FastifyRequest, origin: string): Promise<CachedPage> {
    const generation = generations.current;
    if (!generation) return clientPage('the server is starting');
    const controller = new AbortController();
    let result: RenderResult;
    try {
      result = await withBudget(
        generation.renderer.render({ url: request.url, origin, signal: controller.signal }),
        controller,
      );
    } catch (error) {
      const reason = (error as Error).message;
      log(`${request.headers.host}${request.url}: rendered in the browser: ${reason}`);
      return clientPage(reason);
    }
    if (result.kind === 'client') {
      const reason =
        result.reason === 'no server build of catalog' && generation.unavailable
          ? generation.unavailable
          : result.reason;
      return clientPage(reason);
    }
    if (result.kind === 'redirect') {
      return {
        status: 302,
        headers: { location: result.location, 'cache-control': CACHE_CONTROL },
        body: Buffer.alloc(0),
        gzip: null,
      };
    }
    const remoteBuild = generation.renderer.remoteBuild;
    const html = composePage(indexHtml(), {
      head: result.head,
      styles: result.styles,
      body: result.body,
      payload: {
        state: result.state,
        lazy: result.lazy,
        remotes: generation.remotes,
        builds: { catalog: remoteBuild },
      },
      preloadScripts: result.head.status === 200 ? pageScripts(generation, result.lazy) : [],
    });
    // The page's payload comes from the same render: a visitor who follows a link to the page
    // meanwhile is answered without asking the API again.
    if (result.status === 200 && PAYLOAD_PATH.test(request.url.split('?')[0]!)) {
      const data: PayloadResult = { kind: 'data', status: 200, state: result.state };
      payloads.set(
        pageKey(generation, origin, request.url),
        lazily(() => payloadAnswer(data, request.url, remoteBuild, CACHE_CONTROL)),
      );
    }
    const body = Buffer.from(html);
    return {
      status: result.status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': CACHE_CONTROL,
        'x-catalogo-render': `server; catalog ${remoteBuild ?? 'none'}`,
      },
      body,
      gzip: zlib.gzipSync(body, { level: 6 }),
    };
  }

  /** The data of the page at `url` (path and query), as its HTML carries it. */
  async function payloadOf(url: string, origin: string): Promise<CachedPage> {
    const generation = generations.current;
    if (!generation) return payloadProblem(503, 'the server is starting');
    const controller = new AbortController();
    let result: PayloadResult;
    try {
      result = await withBudget(
        generation.renderer.payload({ url, origin, signal: controller.signal }),
        controller,
      );
    } catch (error) {
      const reason = (error as Error).message;
      log(`${origin}${url}: no payload: ${reason}`);
      return payloadProblem(503, reason);
    }
    if (result.kind === 'unavailable' && result.reason === 'no server build of catalog')
      result = { kind: 'unavailable', reason: generation.unavailable ?? result.reason };
    return payloadAnswer(result, url, generation.renderer.remoteBuild, CACHE_CONTROL);
  }

  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const [pathname, query] = request.url.split(/\?(.*)/s) as [string, string | undefined];
    const pagePath = payloadPagePath(pathname);
    if (pagePath !== null) {
      const url = query === undefined ? pagePath : `${pagePath}?${query}`;
      if (!options.ssr || !request.headers.host)
        return send(request, reply, payloadProblem(404, 'pages are rendered in the browser', url));
      const origin = originOf(request, options.trustProxy);
      const key = pageKey(generations.current, origin, url);
      const cached = payloads.get(key);
      if (cached) return send(request, reply, cached());
      const answer = await payloadOf(url, origin);
      if (answer.status === 200) payloads.set(key, () => answer);
      return send(request, reply, answer);
    }
    if (!options.ssr || !SSR_PATH.test(pathname) || !request.headers.host)
      return serveFile(request, reply);
    const origin = originOf(request, options.trustProxy);
    const key = pageKey(generations.current, origin, request.url);
    const cached = cache.get(key);
    if (cached) return send(request, reply, cached);
    const page = await renderPage(request, origin);
    if (page.status === 200 && page.gzip) cache.set(key, page);
    return send(request, reply, page);
  });
  app.route({
    method: ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'],
    url: '/*',
    handler: (request, reply) => serveFile(request, reply),
  });
  return app;
}
