// The shell's Node server (DESIGN §9): the public pages of a tenant (/, /product/{id}, /error/*)
// rendered to HTML with the catalogue's own components, everything else served from the shell's
// static files as before. Started by `npm start` (scripts/start.mjs) on the shell's port.
//
//   node shell/dist-server/server.js
//
// Env: PORT (4200), HOST (localhost: 127.0.0.1 and ::1), SHELL_DIST (shell/dist), SSR (off to
// serve only the files), SSR_BUDGET_MS (500: a slower render is served client-rendered),
// SSR_REMOTE_POLL_MS (5000: how often remotes.json and the remote's manifest are read),
// SSR_MICRO_CACHE_MS (2000; 0 turns the micro-cache off), TRUST_PROXY (X-Forwarded-Proto/Host).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createFileHandler } from '../../scripts/serve-static.mjs';
import { createGenerations } from './generations';
import { composePage } from './html';
import { createMicroCache } from './micro-cache';
import { installServerFetch } from './server-fetch';
import type { CachedPage } from './micro-cache';
import type { RenderResult } from './types';

const env = process.env;
const PORT = Number(env.PORT || 4200);
const HOST = env.HOST || 'localhost';
const DIST = path.resolve(env.SHELL_DIST || path.join(__dirname, '..', 'dist'));
const SSR = env.SSR !== 'off';
const BUDGET_MS = Number(env.SSR_BUDGET_MS || 500);
const POLL_MS = Number(env.SSR_REMOTE_POLL_MS || 5000);
const MICRO_CACHE_MS = Number(env.SSR_MICRO_CACHE_MS ?? 2000);
/** Shared caches may keep a rendered page this long (the HTML is anonymous). */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10';

const log = (message: string) => console.log(`[shell] ${message}`);

/** The public pages rendered on the server; the rest of the app is rendered in the browser. */
const SSR_PATH = /^\/(?:product\/[^/]+|error\/[a-z-]+)?$/;

const files = createFileHandler({ dir: DIST, spa: true });

let template = { mtimeMs: 0, html: '' };
function indexHtml(): string {
  const file = path.join(DIST, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  if (mtimeMs !== template.mtimeMs) template = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
  return template.html;
}

const generations = createGenerations({
  distDir: DIST,
  runtimeFile: path.join(__dirname, 'render.js'),
  pollMs: POLL_MS,
  log,
});
const cache = createMicroCache(MICRO_CACHE_MS);

function serveFile(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  files(request.raw, reply.raw);
}

function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const gzip = page.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  reply.code(page.status).headers(page.headers).header('vary', 'Accept-Encoding');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? page.gzip : page.body);
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

function withBudget(promise: Promise<RenderResult>, controller: AbortController) {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`slower than its budget of ${BUDGET_MS} ms`));
    }, BUDGET_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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
  const html = composePage(indexHtml(), {
    head: result.head,
    styles: result.styles,
    body: result.body,
    payload: {
      state: result.state,
      lazy: result.lazy,
      remotes: generation.remotes,
      builds: { catalog: generation.renderer.remoteBuild },
    },
    preloadScripts: result.head.status === 200 ? generation.preloadScripts : [],
  });
  const body = Buffer.from(html);
  return {
    status: result.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': CACHE_CONTROL,
      'x-catalogo-render': `server; catalog ${generation.renderer.remoteBuild ?? 'none'}`,
    },
    body,
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
}

function originOf(request: FastifyRequest): string {
  const trust = env.TRUST_PROXY === 'true';
  const proto =
    (trust && String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]) || 'http';
  const host = (trust && String(request.headers['x-forwarded-host'] ?? '')) || request.headers.host;
  return `${proto}://${host}`;
}

async function main() {
  installServerFetch();
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (!SSR || !SSR_PATH.test(pathname) || !request.headers.host) return serveFile(request, reply);
    const origin = originOf(request);
    const key = `${generations.current?.key}|${origin}${request.url}`;
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
  if (SSR) await generations.start();
  await app.listen({ port: PORT, host: HOST });
  log(`serving ${DIST} on port ${PORT}${SSR ? ' (public pages rendered on the server)' : ''}`);
  const stop = async () => {
    generations.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('[shell] could not start:', error);
  process.exit(1);
});
