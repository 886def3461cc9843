// Server rendering under load (issue 13), on a generated catalogue of 100,000 products: the shell's
// Node server renders the demo company's public pages over a shuffled mix of thousands of
// distinct URLs read from the catalogue itself (product pages spread over the whole catalogue,
// home searches by description words, brand, category, vehicle, deep pages; each URL asked once
// before any is asked again), with 16 connections, caches off (micro-cache off, the API's search
// cache off) and on. Prints pages/s, time to first byte and to the last byte (p50/p95/p99), how
// many pages were served client-rendered (over the render budget), the server's and the API's
// CPU per page, and the server's memory at every tenth of a run; halfway through the last run the
// catalogue is "redeployed" (a copy of its build at another address) to show memory does not
// grow across a redeploy.
//
//   npm run build && npm run bench:ssr
//
// Starts the system itself (scripts/start.mjs --no-build: the API and the remotes on the usual
// ports, which must be free) on a throwaway PGlite catalogue of BENCH_PRODUCTS products, or on
// PostgreSQL with BENCH_DATABASE_URL (a catalogue of that size there is reused).
//
// Env: BENCH_PRODUCTS (100000), REQUESTS (per run; 100000), CONNECTIONS (16), BENCH_URLS
// (distinct URLs, 5000), BENCH_SEED (1), BENCH_CACHES (off,on: the runs to make),
// BENCH_DATABASE_URL, API_PORT (3333), SHELL_PORT (4200), BENCH_PORT (SHELL_PORT+9; the server's
// inspector, for its memory after a full garbage collection, on BENCH_PORT+100), SSR_BUDGET_MS
// (passed to the server; 500).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDemoCatalogue } from './lib/demo-catalogue.mjs';
import { createRandom, portBusy } from './lib/util.mjs';
import { serveStatic } from './serve-static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = Number(process.env.API_PORT || 3333);
const SHELL_PORT = Number(process.env.SHELL_PORT || 4200);
const PORT = Number(process.env.BENCH_PORT || SHELL_PORT + 9);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const REQUESTS = Number(process.env.REQUESTS || 100_000);
const CONNECTIONS = Number(process.env.CONNECTIONS || 16);
const URLS = Number(process.env.BENCH_URLS || 5000);
const SEED = Number(process.env.BENCH_SEED || 1);
const RUNS = (process.env.BENCH_CACHES || 'off,on').split(',');
if (!RUNS.every((run) => run === 'off' || run === 'on'))
  throw new Error(`BENCH_CACHES: "off", "on" or "off,on", not "${process.env.BENCH_CACHES}"`);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || '';
const HOST = `demo.localhost:${PORT}`;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(port, pathname, host) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        headers: { host, 'accept-encoding': 'gzip' },
        agent,
      },
      (res) => {
        const firstByte = Number(process.hrtime.bigint() - start) / 1e6;
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            how: res.headers['x-catalogo-render'] ?? '',
            firstByte,
            lastByte: Number(process.hrtime.bigint() - start) / 1e6,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

const api = async (pathname) =>
  JSON.parse((await get(API_PORT, pathname, 'demo.localhost')).body.toString());
const qs = (params) => new URLSearchParams(params).toString();

/**
 * Distinct page URLs read from the catalogue: product pages from pages spread over the whole
 * listing, and home searches as visitors make them. Shuffled with a fixed seed.
 */
async function buildUrls(random) {
  const first = await api(`/catalog-public/products?${qs({ pageSize: 100, sort: 'code' })}`);
  const pages = Math.max(1, Math.ceil(first.total / 100));
  const items = [...first.items];
  const wanted = Math.ceil((URLS * 0.8) / 100);
  for (const page of random.sample(
    Array.from({ length: Math.min(pages, 10_000) }, (_, i) => i + 1),
    Math.min(pages, wanted),
  ))
    items.push(
      ...(await api(`/catalog-public/products?${qs({ pageSize: 100, sort: 'code', page })}`)).items,
    );
  const products = [...new Set(items.map((i) => `/product/${i.id}`))];
  const homes = new Set(['/']);
  const words = [...new Set(items.flatMap((i) => i.description.toLowerCase().split(' ')))].filter(
    (w) => w.length >= 4,
  );
  const facet = (key) => (first.facets?.[key] ?? []).map((f) => f.id);
  const factories = await api('/catalog-public/vehicles/factories');
  const home = (params) => homes.add(`/?${qs(params)}`);
  const target = URLS - Math.min(products.length, Math.floor(URLS * 0.8));
  for (let tries = 0; homes.size < target && tries < target * 20; tries++) {
    const kind = random.int(0, 5);
    if (kind === 0) home({ q: random.pick(words) });
    else if (kind === 1) home({ q: random.pick(words), page: String(random.int(2, 5)) });
    else if (kind === 2 && facet('brand').length) home({ brand: random.pick(facet('brand')) });
    else if (kind === 3 && facet('category').length)
      home({ category: random.pick(facet('category')), q: random.pick(words) });
    else if (kind === 4 && factories.length) home({ factory: random.pick(factories).id });
    else if (kind === 5) home({ q: random.pick(items).code });
  }
  const list = random.shuffle([
    ...random.sample(products, Math.min(products.length, URLS - homes.size)),
    ...homes,
  ]);
  return { list, products: list.filter((u) => u.startsWith('/product/')).length };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};
/** A process's CPU time so far (user + system), in ms. */
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
};

/**
 * The server's memory after a full garbage collection (through its inspector): what it really
 * keeps, where RSS also counts garbage V8 has not collected yet.
 */
async function collectedMemory(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (m) => {
    const data = JSON.parse(m.data);
    pending.get(data.id)?.(data);
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const res = await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(res.result.result.value);
    return `RSS ${Math.round(usage.rss / 2 ** 20)} MB, heap used ${Math.round(usage.heapUsed / 2 ** 20)} MB`;
  } finally {
    ws.close();
  }
}

/** The system (API and remotes) from scripts/start.mjs, with the API's search cache `cache`. */
async function startSystem(dataDir, cache) {
  const env = { ...process.env, SEED: 'false', SEARCH_CACHE: cache, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (DATABASE_URL) env.DATABASE_URL = DATABASE_URL;
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'start.mjs'), '--no-build', '--data-dir', dataDir, '--quiet'],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  child.stdout.on('data', (d) => {
    if (/error|fail/i.test(String(d))) process.stdout.write(`  ${d}`);
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the system did not start');
    const ok = await get(API_PORT, '/catalog-public/products?pageSize=1', 'demo.localhost')
      .then((r) => r.status === 200)
      .catch(() => false);
    const remote = await get(SHELL_PORT + 1, '/mf-manifest.json', 'localhost')
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok && remote) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the system did not start within 3 minutes');
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The API's pid: the child of start.mjs that runs api/dist/server.js. */
function apiPid(systemPid) {
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.split(') ')[1].split(' ')[1]);
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (ppid === systemPid && cmd.includes('api/dist/server.js')) return Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

const INSPECT_PORT = PORT + 100;

async function startServer(dist, microCacheMs) {
  const server = path.join(ROOT, 'shell', 'dist-server', 'server.js');
  const child = spawn(process.execPath, [`--inspect=127.0.0.1:${INSPECT_PORT}`, server], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SHELL_DIST: dist,
      SSR_MICRO_CACHE_MS: String(microCacheMs),
      SSR_REMOTE_POLL_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (d) => {
    if (!/Debugger listening|Debugger attached|For help, see/.test(String(d)))
      process.stderr.write(d);
  });
  // The server's log: start-up and redeploy lines; a page served client-rendered is counted.
  child.stdout.on('data', (d) => {
    for (const line of String(d).split('\n'))
      if (line && !/rendered in the browser: slower than its budget/.test(line))
        console.log(`  ${line}`);
  });
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const res = await get(PORT, '/', HOST).catch(() => null);
    if (res?.how.startsWith('server')) return child;
  }
  child.kill();
  throw new Error('the shell server did not start rendering');
}

async function run(label, list, server, api, onHalf) {
  const first = [];
  const last = [];
  const how = { server: 0, client: 0, other: 0 };
  const statuses = {};
  let next = 0;
  let halfDone = false;
  // The server's memory at every tenth of the run: a plateau is a high-water mark, a steady
  // climb a leak.
  const memory = [];
  const tenth = Math.max(1, Math.floor(REQUESTS / 10));
  const cpu0 = { server: cpuMs(server.pid), api: api ? cpuMs(api) : 0 };
  const started = Date.now();
  const worker = async () => {
    while (next < REQUESTS) {
      const n = next++;
      if (n > 0 && n % tenth === 0) memory.push(rssMb(server.pid));
      if (!halfDone && n >= REQUESTS / 2 && onHalf) {
        halfDone = true;
        await onHalf();
      }
      const res = await get(PORT, list[n % list.length], HOST);
      first.push(res.firstByte);
      last.push(res.lastByte);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.how.startsWith('server')) how.server++;
      else if (res.how.startsWith('client')) how.client++;
      else how.other++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (Date.now() - started) / 1000;
  const cpu = {
    server: (cpuMs(server.pid) - cpu0.server) / REQUESTS,
    api: api ? (cpuMs(api) - cpu0.api) / REQUESTS : null,
  };
  first.sort((a, b) => a - b);
  last.sort((a, b) => a - b);
  const f = (sorted) =>
    [50, 95, 99].map((p) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`).join(', ');
  console.log(
    `${label}: ${REQUESTS} requests over ${list.length} distinct URLs, ${CONNECTIONS} connections, ${seconds.toFixed(1)} s (load average after: ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(`  pages/s: ${(REQUESTS / seconds).toFixed(1)}`);
  console.log(`  first byte: ${f(first)}`);
  console.log(`  last byte:  ${f(last)}`);
  console.log(
    `  rendered on the server ${how.server}, served client-rendered (fallback: over the budget) ${how.client}, other ${how.other}; statuses ${JSON.stringify(statuses)}`,
  );
  console.log(
    `  CPU per page: shell server ${cpu.server.toFixed(1)} ms, API ${cpu.api === null ? '-' : `${cpu.api.toFixed(1)} ms`}`,
  );
  console.log(`  server memory (RSS) at each tenth of the run: ${memory.join(', ')} MB`);
  console.log(`  server memory (RSS) after the run: ${rssMb(server.pid)} MB`);
  console.log(
    `  server memory after a full garbage collection: ${await collectedMemory(INSPECT_PORT)}`,
  );
}

async function main() {
  for (const port of [API_PORT, SHELL_PORT, SHELL_PORT + 1, PORT, PORT + 100]) {
    if (await portBusy(port))
      throw new Error(`port ${port} is in use: stop the system running there`);
  }
  for (const file of [
    'shell/dist-server/server.js',
    'catalog-mfe/dist/mf-manifest.json',
    'api/dist/server.js',
  ])
    if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: npm run build`);
  console.log(
    `bench:ssr on ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-data-'));
  // The bench's own copy of the shell's files, so its remotes.json can change under it.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-shell-'));
  const copies = [];
  let system = null;
  let server = null;
  // Ctrl-C: the system and the server are stopped too (the data and copies are left in /tmp).
  const interrupted = async () => {
    server?.kill('SIGTERM');
    await stop(system);
    process.exit(130);
  };
  process.once('SIGINT', () => void interrupted());
  process.once('SIGTERM', () => void interrupted());
  try {
    console.log(
      `[bench:ssr] ${PRODUCTS} products for demo on ${DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary DATA_DIR)'}`,
    );
    await generateDemoCatalogue({
      label: 'bench:ssr',
      target: DATABASE_URL ? 'postgres' : 'pglite',
      databaseUrl: DATABASE_URL,
      dataDir,
      products: PRODUCTS,
    });
    fs.cpSync(path.join(ROOT, 'shell', 'dist'), dist, { recursive: true });
    let list = null;
    for (const [caches, microCacheMs] of [
      ['off', 0],
      ['on', 2000],
    ].filter(([caches]) => RUNS.includes(caches))) {
      system = await startSystem(dataDir, caches);
      if (!list) {
        const built = await buildUrls(createRandom(SEED));
        list = built.list;
        console.log(
          `  mix: ${list.length} distinct URLs (seed ${SEED}): ${built.products} product pages, ${list.length - built.products} home pages and searches`,
        );
      }
      server = await startServer(dist, microCacheMs);
      console.log(
        `\ncaches ${caches} (micro-cache ${microCacheMs ? `${microCacheMs} ms` : 'off'}, API search cache ${caches}); server memory at start: ${rssMb(server.pid)} MB`,
      );
      // Warm-up: the first renders compile the code (a different part of the list).
      for (const url of list.slice(-100)) await get(PORT, url, HOST);
      console.log(
        `  after the warm-up, a full garbage collection: ${await collectedMemory(INSPECT_PORT)}`,
      );
      const redeploy = microCacheMs
        ? async () => {
            const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-catalog-'));
            fs.cpSync(path.join(ROOT, 'catalog-mfe', 'dist'), copyDir, { recursive: true });
            const copy = await serveStatic({ dir: copyDir, port: 0, host: '127.0.0.1' });
            copies.push({ copy, copyDir });
            const remotes = JSON.parse(fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8'));
            remotes.catalog = `http://127.0.0.1:${copy.port}/mf-manifest.json`;
            fs.writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify(remotes));
            console.log(
              `  halfway: RSS ${rssMb(server.pid)} MB; after a full garbage collection: ${await collectedMemory(INSPECT_PORT)}; catalogue redeployed at ${remotes.catalog}`,
            );
          }
        : null;
      await run(`caches ${caches}`, list, server, apiPid(system.pid), redeploy);
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      server = null;
      await stop(system);
      system = null;
    }
  } finally {
    await stop(system);
    for (const { copy, copyDir } of copies) {
      await copy.close();
      fs.rmSync(copyDir, { recursive: true, force: true });
    }
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
