// Server rendering under load (issue 13): the shell's Node server renders the public pages of the
// demo company over a varied set of product ids and home searches (never one URL twice in a row),
// with 16 connections, micro-cache off and on. Prints pages/s, time to first byte and to the last
// byte (p50/p95/p99), and the server's memory after the run; halfway through the last run the
// catalogue is "redeployed" (a copy of its build at another address) to show memory does not
// grow across a redeploy.
//
//   npm start   (in another terminal: the API and the remotes, on API_PORT / SHELL_PORT)
//   npm run bench:ssr
//
// Env: API_PORT (3333), SHELL_PORT (4200), BENCH_PORT (SHELL_PORT+9), REQUESTS (100000 per
// run), CONNECTIONS (16), SSR_BUDGET_MS (passed to the server; 500).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serve-static.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = Number(process.env.API_PORT || 3333);
const SHELL_PORT = Number(process.env.SHELL_PORT || 4200);
const PORT = Number(process.env.BENCH_PORT || SHELL_PORT + 9);
const REQUESTS = Number(process.env.REQUESTS || 100_000);
const CONNECTIONS = Number(process.env.CONNECTIONS || 16);
const HOST = `demo.localhost:${PORT}`;
const SEARCHES = [
  'pastilha',
  'filtro',
  'amortecedor',
  'vela',
  'correia',
  'disco',
  'bomba',
  'sensor',
];

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

async function productIds() {
  const ids = new Set();
  for (const q of SEARCHES) {
    const res = await get(
      API_PORT,
      `/catalog-public/products?q=${q}&pageSize=50`,
      'demo.localhost',
    );
    for (const item of JSON.parse(res.body.toString()).items ?? []) ids.add(item.id);
  }
  return [...ids];
}

function urls(ids) {
  const list = ids.map((id) => `/product/${id}`);
  for (const q of SEARCHES)
    for (const page of [1, 2, 3]) list.push(`/?q=${q}${page > 1 ? `&page=${page}` : ''}`);
  list.push('/');
  // Shuffled with a fixed seed: a varied order, the same in every run.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

async function startServer(dist, microCacheMs) {
  const child = spawn(process.execPath, [path.join(ROOT, 'shell', 'dist-server', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SHELL_DIST: dist,
      SSR_MICRO_CACHE_MS: String(microCacheMs),
      SSR_REMOTE_POLL_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (d) => process.stdout.write(`  ${d}`));
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const res = await get(PORT, '/', HOST).catch(() => null);
    if (res?.how.startsWith('server')) return child;
  }
  child.kill();
  throw new Error('the shell server did not start rendering');
}

async function run(label, list, server, onHalf) {
  const first = [];
  const last = [];
  const how = { server: 0, client: 0, other: 0 };
  let next = 0;
  let halfDone = false;
  // The server's memory at every tenth of the run: a plateau is a high-water mark, a steady
  // climb a leak.
  const memory = [];
  const tenth = Math.max(1, Math.floor(REQUESTS / 10));
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
      if (res.how.startsWith('server')) how.server++;
      else if (res.how.startsWith('client')) how.client++;
      else how.other++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (Date.now() - started) / 1000;
  first.sort((a, b) => a - b);
  last.sort((a, b) => a - b);
  const f = (sorted) =>
    [50, 95, 99].map((p) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`).join(', ');
  console.log(
    `${label}: ${REQUESTS} requests over ${list.length} URLs, ${CONNECTIONS} connections, ${seconds.toFixed(1)} s`,
  );
  console.log(`  pages/s: ${(REQUESTS / seconds).toFixed(1)}`);
  console.log(`  first byte: ${f(first)}`);
  console.log(`  last byte:  ${f(last)}`);
  console.log(
    `  rendered on the server ${how.server}, in the browser (fallback) ${how.client}, other ${how.other}`,
  );
  console.log(`  server memory (RSS) at each tenth of the run: ${memory.join(', ')} MB`);
  console.log(`  server memory (RSS) after the run: ${rssMb(server.pid)} MB`);
}

async function main() {
  console.log(
    `bench:ssr on ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const ids = await productIds();
  const list = urls(ids);
  // The bench's own copy of the shell's files, so its remotes.json can change under it.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-shell-'));
  fs.cpSync(path.join(ROOT, 'shell', 'dist'), dist, { recursive: true });
  const copies = [];
  try {
    for (const microCacheMs of [0, 2000]) {
      const server = await startServer(dist, microCacheMs);
      console.log(
        `\nmicro-cache ${microCacheMs ? `on (${microCacheMs} ms)` : 'off'}; server memory at start: ${rssMb(server.pid)} MB`,
      );
      // Warm-up: the first renders compile the code.
      for (const url of list.slice(0, 50)) await get(PORT, url, HOST);
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
              `  halfway: memory ${rssMb(server.pid)} MB; catalogue redeployed at ${remotes.catalog}`,
            );
          }
        : null;
      await run(`micro-cache ${microCacheMs ? 'on' : 'off'}`, list, server, redeploy);
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  } finally {
    for (const { copy, copyDir } of copies) {
      await copy.close();
      fs.rmSync(copyDir, { recursive: true, force: true });
    }
    fs.rmSync(dist, { recursive: true, force: true });
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
