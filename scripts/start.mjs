// Builds and runs the whole system on one machine: the API and every front-end app.
//
//   node scripts/start.mjs [--no-build] [--data-dir <dir>] [--rm-data-dir] [--quiet]
//
// --rm-data-dir deletes the data folder on exit (throwaway runs); --quiet shows only the API's
// warnings and errors (its JSON log lines are shortened to one readable line either way).
// Env: API_PORT (3333), SHELL_PORT (4200; the remotes take the next five ports), DATA_DIR
// (<repo>/data), DATABASE_URL (PostgreSQL instead of PGlite), SEED (true), REMOTE_<NAME>_URL
// (overrides in shell/dist/remotes.json), API_ENTRY (api/dist/server.js) and APPS_ROOT (the repo:
// apps are served from <APPS_ROOT>/<app>/dist). The shell is served by its own Node server
// (shell/dist-server/server.js: the public pages rendered on the server, DESIGN §9; SSR=off makes
// it serve only the files; the SSR_* settings and TRUST_PROXY pass through to it); without that
// build, as static files.
// Runs headless (Playwright's webServer uses it): no TTY needed; SIGINT/SIGTERM stop everything
// cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { portBusy } from './lib/util.mjs';
import { serveStatic } from './serve-static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'usage: node scripts/start.mjs [--no-build] [--data-dir <dir>] [--rm-data-dir] [--quiet]',
  );
  process.exit(0);
}
const flag = (name) => args.includes(name);
const option = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);

const API_PORT = Number(process.env.API_PORT || 3333);
const SHELL_PORT = Number(process.env.SHELL_PORT || 4200);
const APPS_ROOT = path.resolve(process.env.APPS_ROOT || ROOT);
const API_ENTRY = path.resolve(ROOT, process.env.API_ENTRY || 'api/dist/server.js');
const DATA_DIR = path.resolve(
  option('--data-dir') || process.env.DATA_DIR || path.join(ROOT, 'data'),
);
// Remotes listen on the ports after the shell's: 4201-4205 by default.
const REMOTES = ['catalog', 'auth', 'portfolio', 'settings', 'commerce'].map((name, i) => ({
  name,
  app: `${name}-mfe`,
  port: SHELL_PORT + 1 + i,
}));
const APPS = [{ name: 'shell', app: 'shell', port: SHELL_PORT, spa: true }, ...REMOTES];

const rel = (p) => (p.startsWith(ROOT + path.sep) ? path.relative(ROOT, p) : p);
const log = (msg) => console.log(`[start] ${msg}`);
const fail = (msg) => {
  console.error(`[start] ERROR: ${msg}`);
  return shutdown(1);
};

let api = null;
let build = null;
let shellServer = null;
const servers = [];
const SHELL_SERVER = path.join(APPS_ROOT, 'shell', 'dist-server', 'server.js');
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  build?.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.close()));
  if (shellServer && shellServer.exitCode === null && shellServer.signalCode === null) {
    const exited = new Promise((resolve) => shellServer.once('exit', resolve));
    shellServer.kill('SIGTERM');
    const timer = setTimeout(() => shellServer.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  if (api && api.exitCode === null && api.signalCode === null) {
    log('stopping the API (SIGTERM)...');
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    const timer = setTimeout(() => api.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (flag('--rm-data-dir')) fs.rmSync(DATA_DIR, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
// Last resort if we die some other way: never leave the API (its own process group) behind.
process.on('exit', () => {
  if (api && api.exitCode === null) api.kill('SIGKILL');
  if (shellServer && shellServer.exitCode === null) shellServer.kill('SIGKILL');
});

function run(cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = (build = spawn(cmd, cmdArgs, { cwd: ROOT, stdio: 'inherit' }));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

async function httpOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function waitFor(what, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && Date.now() < deadline) {
    if (await httpOk(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!stopping) await fail(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function writeRemotesJson() {
  const file = path.join(APPS_ROOT, 'shell', 'dist', 'remotes.json');
  // What this script last wrote there: a later start on other ports may rewrite it again.
  const stamp = `${file}.start`;
  const overridden = REMOTES.filter((r) => process.env[`REMOTE_${r.name.toUpperCase()}_URL`]);
  const map = Object.fromEntries(
    REMOTES.map((r) => [
      r.name,
      process.env[`REMOTE_${r.name.toUpperCase()}_URL`] ||
        `http://localhost:${r.port}/mf-manifest.json`,
    ]),
  );
  const text = `${JSON.stringify(map, null, 2)}\n`;
  const read = (f) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : null);
  const current = read(file);
  if (current === text) return;
  // The build's own remotes.json (the default ports) and one this script wrote follow the ports;
  // a file edited by hand (another remote's address) is left alone unless REMOTE_*_URL is set.
  const same = (a, b) => {
    try {
      return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
    } catch {
      return false; // not JSON: someone's file, reported by the shell
    }
  };
  const builtIn = fs.readFileSync(path.join(ROOT, 'shell', 'remotes.json'), 'utf8');
  const ours = current === null || same(current, builtIn) || current === read(stamp);
  if (!ours && overridden.length === 0) {
    log(`${rel(file)} was edited by hand: left as it is`);
    return;
  }
  fs.writeFileSync(file, text);
  fs.writeFileSync(stamp, text);
  log(
    `wrote ${rel(file)}${overridden.length ? ` (overrides: ${overridden.map((r) => r.name).join(', ')})` : ''}`,
  );
}

// The API logs pino JSON lines: print them as `[api] INFO msg GET /url -> 200 (3 ms)`.
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
function printApiLine(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return console.log(`[api] ${line}`);
  }
  if (typeof entry?.level !== 'number') return console.log(`[api] ${line}`);
  if (flag('--quiet') && entry.level < 40) return;
  const req = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
  const res = entry.res
    ? ` -> ${entry.res.statusCode} (${Math.round(entry.responseTime ?? 0)} ms)`
    : '';
  const out = entry.level >= 50 ? console.error : console.log;
  out(`[api] ${LEVELS[entry.level] || entry.level} ${entry.msg ?? ''}${req}${res}`);
  if (entry.err?.stack) out(entry.err.stack.replace(/^/gm, '[api]   '));
}

/** The shell's Node server, on the shell's port, with the same loopback addresses. */
function startShellServer(port) {
  log(`shell: node ${rel(SHELL_SERVER)} (public pages rendered on the server)`);
  shellServer = spawn(process.execPath, [SHELL_SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), SHELL_DIST: path.join(APPS_ROOT, 'shell', 'dist') },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shellServer.stdout.pipe(process.stdout);
  shellServer.stderr.pipe(process.stderr);
  shellServer.on('error', (err) => fail(`cannot start the shell's server: ${err.message}`));
  shellServer.on('exit', (code, signal) => {
    if (!stopping)
      fail(
        `the shell's server exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`})`,
      );
  });
}

async function ipv6Loopback() {
  const probe = await serveStatic({ dir: ROOT, port: 0, host: '::1' }).catch(() => null);
  await probe?.close();
  return !!probe;
}

function startApi(ipv6) {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(API_PORT),
    DATA_DIR,
    SEED: process.env.SEED || 'true',
    // The shell's origin on this run's port: the API allows credentialed calls (sign-in, refresh)
    // only from a tenant's own shell.
    APP_URL_TEMPLATE: process.env.APP_URL_TEMPLATE || `http://{tenant}.localhost:${SHELL_PORT}`,
  };
  // Chromium resolves demo.localhost to ::1 as well as 127.0.0.1: listen dual stack when possible.
  env.HOST = process.env.HOST || (ipv6 ? '::' : '0.0.0.0');
  log(
    `API: node ${rel(API_ENTRY)} (${env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${rel(DATA_DIR)}`})`,
  );
  // Own process group: Ctrl-C in a terminal or Playwright's group signal reaches only this script,
  // which then sends the API exactly one SIGTERM (so it closes PGlite and releases its lock).
  api = spawn(process.execPath, [API_ENTRY], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [api.stdout, api.stderr]) {
    readline.createInterface({ input: stream }).on('line', printApiLine);
  }
  api.on('error', (err) => fail(`cannot start the API: ${err.message}`));
  api.on('exit', (code, signal) => {
    if (!stopping)
      fail(`the API exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`})`);
  });
}

async function main() {
  if (!flag('--no-build')) {
    log('building every project: npx nx run-many -t build --parallel=2');
    const code = await run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2']);
    if (code !== 0) return fail(`the build failed (exit code ${code})`);
  }
  const missing = APPS.filter((a) => !fs.existsSync(path.join(APPS_ROOT, a.app, 'dist'))).map(
    (a) => `${a.app}/dist`,
  );
  if (!fs.existsSync(API_ENTRY)) missing.push(rel(API_ENTRY));
  if (missing.length)
    return fail(
      `not built: ${missing.join(', ')}. Run \`npx nx run-many -t build\` or drop --no-build.`,
    );

  const busy = [];
  for (const port of [API_PORT, ...APPS.map((a) => a.port)])
    if (await portBusy(port)) busy.push(port);
  if (busy.length)
    return fail(`port(s) already in use: ${busy.join(', ')} (is another \`npm start\` running?)`);

  writeRemotesJson();
  const shellServed = fs.existsSync(SHELL_SERVER);
  // The remotes first: the shell's server reads the catalogue's manifest as it starts.
  for (const a of [...REMOTES, APPS[0]]) {
    if (a.name === 'shell' && shellServed) {
      startShellServer(a.port);
      continue;
    }
    const dir = path.join(APPS_ROOT, a.app, 'dist');
    try {
      servers.push(await serveStatic({ dir, port: a.port, spa: !!a.spa }));
    } catch (err) {
      return fail(err.message);
    }
  }
  startApi(await ipv6Loopback());
  await waitFor('the API', `http://127.0.0.1:${API_PORT}/health`, 90_000);
  for (const a of APPS)
    await waitFor(a.app, `http://127.0.0.1:${a.port}/${a.spa ? '' : 'mf-manifest.json'}`, 10_000);
  if (stopping) return;

  const line = '-'.repeat(64);
  console.log(`\n${line}
  Catálogo Eletrônico pronto / ready
    Loja demo / demo tenant:      http://demo.localhost:${SHELL_PORT}
    Loja acme / acme tenant:      http://acme.localhost:${SHELL_PORT}
    Plataforma / platform admin:  http://localhost:${SHELL_PORT}
    API docs:                     http://localhost:${API_PORT}/docs
    Remotes: ${REMOTES.map((r) => `${r.name} :${r.port}`).join(', ')}
  Ctrl-C para parar / to stop
${line}\n`);
}

main().catch((err) => fail(err.stack || String(err)));
