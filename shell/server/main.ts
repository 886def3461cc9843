// The shell's Node server (DESIGN §9): the public pages of a tenant (/, /product/{id}, /error/*)
// rendered to HTML with the catalogue's own components, everything else served from the shell's
// static files as before, and a catalogue page's data as its route's `_payload.json` (payload.ts).
// Started by `npm start` (scripts/start.mjs) on the shell's port; the routes are in app.ts.
//
//   node shell/dist-server/server.js
//
// Env: PORT (4200), HOST (localhost: 127.0.0.1 and ::1), SHELL_DIST (shell/dist), SSR (off to
// serve only the files), SSR_BUDGET_MS (500: a slower render is served client-rendered),
// SSR_REMOTE_POLL_MS (5000: how often remotes.json and the remote's manifest are read),
// SSR_MICRO_CACHE_MS (2000; 0 turns the micro-cache off), TRUST_PROXY (X-Forwarded-Proto/Host).
import path from 'node:path';
import { createFileHandler } from '../../scripts/serve-static.mjs';
import { createShellApp } from './app';
import { createGenerations } from './generations';
import { installServerFetch } from './server-fetch';

const env = process.env;
const PORT = Number(env.PORT || 4200);
const HOST = env.HOST || 'localhost';
const DIST = path.resolve(env.SHELL_DIST || path.join(__dirname, '..', 'dist'));
const SSR = env.SSR !== 'off';
const POLL_MS = Number(env.SSR_REMOTE_POLL_MS || 5000);

const log = (message: string) => console.log(`[shell] ${message}`);

const generations = createGenerations({
  distDir: DIST,
  runtimeFile: path.join(__dirname, 'render.js'),
  pollMs: POLL_MS,
  log,
});

async function main() {
  installServerFetch();
  const app = createShellApp({
    distDir: DIST,
    serveFile: createFileHandler({ dir: DIST, spa: true }),
    ssr: SSR,
    budgetMs: Number(env.SSR_BUDGET_MS || 500),
    microCacheMs: Number(env.SSR_MICRO_CACHE_MS ?? 2000),
    trustProxy: env.TRUST_PROXY === 'true',
    generations,
    log,
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
