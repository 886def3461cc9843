// JavaScript weight of the first pages, as a browser with an empty cache loads them.
//
//   node scripts/bench-bundle.mjs [--reuse] [--strict]
//
// Starts the built system (scripts/start.mjs --no-build, throwaway data) unless --reuse (use the
// one already running on SHELL_PORT), opens each page in Debian's Chromium in a fresh context,
// waits for network idle and gzips (level 9) every JavaScript response body itself: transfer
// sizes depend on the server, this does not. --strict exits 1 when a target is exceeded. Pages:
// the home, a product page (the first of the demo company's public list) and the sign-in.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS_ROOT = path.resolve(process.env.APPS_ROOT || ROOT); // as in start.mjs
const SHELL_PORT = Number(process.env.SHELL_PORT || 4200);
const API_PORT = Number(process.env.API_PORT || 3333);
const ORIGIN = `http://demo.localhost:${SHELL_PORT}`;
const PAGES = [
  { path: '/', targetKb: 250 },
  { path: '/product/{id}', targetKb: 250 },
  { path: '/auth/login' },
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const reuse = process.argv.includes('--reuse');

let system = null;
let browser = null;

// Never hang: the whole run is bounded.
const watchdog = setTimeout(() => {
  console.error('[bench] timed out after 5 minutes');
  stop().finally(() => process.exit(2));
}, 5 * 60_000);

async function stop() {
  await browser?.close().catch(() => {});
  browser = null;
  if (system && system.exitCode === null && system.signalCode === null) {
    const exited = new Promise((resolve) => system.once('exit', resolve));
    system.kill('SIGTERM');
    const timer = setTimeout(() => system.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => stop().finally(() => process.exit(130)));

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The first product of the demo company's public list, for `/product/{id}`. */
async function firstProductId() {
  // http.get, not fetch: fetch drops the Host header, and Node does not resolve *.localhost.
  const { status, body } = await new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: API_PORT,
        path: '/catalog-public/products?pageSize=1',
        headers: { host: `demo.localhost:${API_PORT}` },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
  const id = status === 200 ? JSON.parse(body).items?.[0]?.id : undefined;
  if (!id) throw new Error(`no demo product (GET /catalog-public/products: ${status})`);
  return id;
}

async function startSystem() {
  if (!fs.existsSync(path.join(APPS_ROOT, 'shell', 'dist', 'index.html'))) {
    console.log('[bench] shell/dist/index.html missing: building every project first');
    const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2'], {
      cwd: ROOT,
      stdio: 'inherit',
      timeout: 15 * 60_000,
    });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const dataDir = path.join(os.tmpdir(), `catalogo-bench-${process.pid}`);
  system = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'start.mjs'),
      '--no-build',
      '--data-dir',
      dataDir,
      '--rm-data-dir',
      '--quiet',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (system.exitCode !== null) throw new Error(`start.mjs exited with code ${system.exitCode}`);
    if (
      (await answers(`http://127.0.0.1:${API_PORT}/health`)) &&
      (await answers(`http://127.0.0.1:${SHELL_PORT}/`))
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the system did not start within 120 s');
}

async function measure(pagePath) {
  const context = await browser.newContext(); // fresh profile: empty cache, no service worker
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] || '';
    const url = new URL(res.url());
    if (res.status() === 200 && (type.includes('javascript') || url.pathname.endsWith('.js')))
      scripts.push(res);
  });
  try {
    await page.goto(ORIGIN + pagePath, { waitUntil: 'networkidle', timeout: 60_000 });
  } catch (err) {
    console.error(`[bench] ${pagePath}: ${err.message.split('\n')[0]} (measuring what loaded)`);
  }
  const rows = [];
  for (const res of scripts) {
    const body = await Promise.race([
      res.body(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('body timeout')), 10_000)),
    ]).catch(() => null);
    if (!body) continue;
    const url = new URL(res.url());
    rows.push({
      file: url.pathname.split('/').pop() || url.pathname,
      port: url.port || '80',
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
    });
  }
  await context.close();
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function report(pagePath, rows, targetKb) {
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const width = Math.max(28, ...rows.map((r) => r.file.length));
  console.log(`\n${ORIGIN}${pagePath}`);
  console.log(`  ${'file'.padEnd(width)}  port   raw KB  gzip KB`);
  for (const r of rows)
    console.log(
      `  ${r.file.padEnd(width)}  ${r.port.padEnd(5)} ${kb(r.raw).padStart(7)}  ${kb(r.gzip).padStart(7)}`,
    );
  console.log(`  total: ${kb(total)} KB gzip in ${rows.length} JS requests`);
  if (!targetKb) return true;
  const pass = total <= targetKb * 1024;
  console.log(`  target for ${pagePath}: <= ${targetKb} KB gzip: ${pass ? 'PASS' : 'OVER'}`);
  return pass;
}

async function main() {
  if (reuse) {
    if (!(await answers(`http://127.0.0.1:${SHELL_PORT}/`)))
      throw new Error(`--reuse: nothing answers on port ${SHELL_PORT}`);
  } else {
    await startSystem();
  }
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  const id = await firstProductId();
  let allPass = true;
  for (const p of PAGES) {
    const pagePath = p.path.replace('{id}', id);
    allPass = report(pagePath, await measure(pagePath), p.targetKb) && allPass;
  }
  return allPass;
}

let code = 0;
try {
  const allPass = await main();
  if (!allPass && process.argv.includes('--strict')) code = 1;
} catch (err) {
  console.error(`[bench] ERROR: ${err.message}`);
  code = 1;
}
await stop();
clearTimeout(watchdog);
process.exit(code);
