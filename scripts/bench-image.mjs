// The image proxy (GET /_image) under load, with and without an attacker (issue 15, finding 1).
//
//   npm run bench:image     (BENCH_SECONDS=10 BENCH_CONNECTIONS=16 BENCH_CACHED_URLS=600
//                            BENCH_SEED=1 BENCH_DETAILS=60 BENCH_PRODUCTS=300)
//
// Builds the API when missing or older than its sources and starts it (node api/dist/server.js)
// on a free loopback port with a throwaway DATA_DIR (embedded PGlite), SEED=true (the demo and
// acme catalogues, BENCH_PRODUCTS demo products, with their generated pictures and promotion
// banners) and TRUST_PROXY=1, so
// each request's X-Forwarded-For is its client: visitors come from a pool of 256 addresses, the
// attacker from one. The catalogue's own image URLs are read through the public API (promotion
// banners, the products' pictures from the lists and some product pages); every one of them at
// every preset the front-ends use (the spec's widths at densities 1 and 2 × quality 75/80/100,
// and the 10×10 placeholder) gives the URL space, shuffled (BENCH_SEED). BENCH_CACHED_URLS of
// them are rendered first (the cached set); the rest are fresh, each asked at most once.
// With BENCH_CONNECTIONS connections, BENCH_SECONDS each:
//   1. cached     the cached set, shuffled (no URL twice in a row);
//   2. uncached   fresh URLs only: every request is a render;
//   3. + attacker BENCH_ATTACK_SECONDS (30): 3/4 of the visitors' connections ask for cached URLs,
//                 1/4 for fresh ones, while an attacker on one other address floods as many unique
//                 URLs as it can (BENCH_ATTACK_CONNECTIONS, 32, more connections): presets of the
//                 catalogue's images nobody asked for yet, and invalid parameters (free w, h, q,
//                 blur, no w);
//   4. same IP    the same, the visitors sharing the attacker's address (its render allowance).
// Prints req/s, p50/p95/p99 and the statuses of each kind of request in each phase. The server
// and its data folder are always removed; a watchdog ends everything after 20 minutes.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createRandom } from './lib/util.mjs';
import {
  ROOT,
  SERVER,
  callApi,
  createApiRun,
  ensureApiBuilt,
  freePort,
  ms,
  percentile,
} from './lib/api-bench.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const CACHED_URLS = Number(process.env.BENCH_CACHED_URLS || 600);
const SEED = Number(process.env.BENCH_SEED || 1);
const DETAILS = Number(process.env.BENCH_DETAILS || 60);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 300);
// The attacker's own connections, and how long the attack phases run (long enough for one
// address to pass its render allowance, IMAGE_RATE_LIMIT_RENDERS_IP 300/60 by default).
const ATTACK_CONNECTIONS = Number(process.env.BENCH_ATTACK_CONNECTIONS || 32);
const ATTACK_SECONDS = Number(process.env.BENCH_ATTACK_SECONDS || 30);
const TENANTS = ['demo', 'acme'];
// The presets (api/src/modules/images/images.presets.ts) the front-ends ask for.
const WIDTHS = [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072];
const QUALITIES = [75, 80, 100];
const PLACEHOLDER = 'w=10&h=10&q=50&blur=3';
const VISITORS = Array.from({ length: 256 }, (_, i) => `10.20.${i >> 4}.${(i & 15) + 1}`);
const ATTACKER = '203.0.113.66';
const run = createApiRun('bench:image', 20);

async function startServer(port) {
  run.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-image-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: run.dataDir,
    SEED: 'true',
    SEED_PRODUCTS_DEMO: String(PRODUCTS),
    // error: the proxy logs each refused render at warn, thousands under attack.
    LOG_LEVEL: 'error',
    TRUST_PROXY: '1',
  };
  for (const name of ['SMTP_URL', 'NODE_ENV', 'DATABASE_URL', 'STORAGE_PUBLIC_URL']) {
    delete env[name];
  }
  for (const name of Object.keys(env)) if (name.startsWith('IMAGE_')) delete env[name];
  // As startApi, with more time: the seeded start draws every picture and banner first.
  run.server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (run.server.exitCode !== null)
      throw new Error(`API exited early (code ${run.server.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('API did not answer /health within 10 minutes');
}

/** The catalogue's own image URLs, as the public API gives them to the front-ends. */
async function catalogueImages(port) {
  const sources = new Set();
  for (const tenant of TENANTS) {
    const host = `${tenant}.localhost:${port}`;
    const get = (url) => callApi(port, 'GET', url, host, undefined, 60_000);
    for (const p of await get('/catalog-public/promotions')) if (p.banner) sources.add(p.banner);
    const ids = [];
    for (let page = 1; ; page += 1) {
      const list = await get(`/catalog-public/products?pageSize=100&page=${page}`);
      for (const item of list.items) {
        if (item.image) sources.add(item.image.url);
        ids.push(item.id);
      }
      if (page * 100 >= list.total || list.items.length === 0) break;
    }
    // A product page shows every picture (close-ups, the box), not only the first.
    for (const id of ids.slice(0, DETAILS)) {
      for (const image of (await get(`/catalog-public/products/${id}`)).images) {
        sources.add(image.url);
      }
    }
  }
  return [...sources];
}

/** Every preset URL of every source, shuffled. */
function urlSpace(sources, random) {
  const urls = [];
  for (const source of sources) {
    const base = `/_image?url=${encodeURIComponent(source)}`;
    for (const w of WIDTHS) for (const q of QUALITIES) urls.push(`${base}&w=${w}&q=${q}`);
    urls.push(`${base}&${PLACEHOLDER}`);
  }
  return random.shuffle(urls);
}

function request(port, url, ip) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: url, headers: { 'x-forwarded-for': ip }, timeout: 60_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url}: timed out`)));
    req.on('error', reject);
  });
}

/** Renders `urls` once each (4 at a time, from the visitors' addresses). */
async function warm(port, urls) {
  let next = 0;
  const statuses = {};
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      const status = await request(port, urls[i], VISITORS[i % VISITORS.length]);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all([1, 2, 3, 4].map(worker));
  return statuses;
}

/** Latencies and statuses per kind of request ('cached', 'fresh', 'attack'). */
function createTally() {
  const kinds = new Map();
  return {
    add(kind, status, time) {
      let k = kinds.get(kind);
      if (!k) kinds.set(kind, (k = { times: [], statuses: {} }));
      k.times.push(time);
      k.statuses[status] = (k.statuses[status] ?? 0) + 1;
    },
    summary(kind, seconds) {
      const k = kinds.get(kind);
      if (!k) return null;
      const sorted = [...k.times].sort((a, b) => a - b);
      return {
        rps: sorted.length / seconds,
        total: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        statuses: k.statuses,
      };
    },
  };
}

/**
 * One autocannon load; `pick()` gives each request's { kind, url, ip }. Errors and timeouts
 * (10 s) are counted with the run's totals.
 */
function load(port, pick, tally, connections, seconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        // Past the API's own deadline (IMAGE_TIMEOUT_MS 10 s): a slow render shows as its 504.
        timeout: 15,
        requests: [
          {
            method: 'GET',
            setupRequest: (req, context) => {
              const { kind, url, ip } = pick();
              context.kind = kind;
              return { ...req, path: url, headers: { ...req.headers, 'x-forwarded-for': ip } };
            },
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ errors: result.errors, timeouts: result.timeouts }),
    );
    instance.on('response', (client, status, _bytes, time) => {
      tally.add(client.requestIterator?.context?.kind ?? '?', status, time);
    });
  });
}

/** The fresh URLs, each handed out once; past the end, `null`. */
function createFresh(urls) {
  let next = 0;
  return {
    take: () => (next < urls.length ? urls[next++] : null),
    get used() {
      return next;
    },
    get left() {
      return urls.length - next;
    },
  };
}

/** Visitors asking for cached URLs in turn, from their pool of addresses (or `ip`). */
function cachedVisitors(cached, ip) {
  let next = 0;
  return () => ({
    kind: 'cached',
    url: cached[next % cached.length],
    ip: ip ?? VISITORS[next++ % VISITORS.length],
  });
}

/** Visitors asking for fresh URLs (cached ones once those run out). */
function freshVisitors(fresh, cached, ip) {
  let next = 0;
  return () => {
    const from = ip ?? VISITORS[next++ % VISITORS.length];
    const url = fresh.take();
    return url
      ? { kind: 'fresh', url, ip: from }
      : { kind: 'cached', url: cached[next % cached.length], ip: from };
  };
}

/** A width outside the presets. */
function freeWidth(n) {
  const w = 11 + (n % 4000);
  return WIDTHS.includes(w) ? w + 1 : w;
}

/** The attacker: unique URLs only, half presets nobody asked for, half invalid parameters. */
function attacker(sources, fresh, random) {
  let n = 0;
  const invalid = () => {
    n += 1;
    const source = encodeURIComponent(sources[n % sources.length]);
    const base = `/_image?url=${source}`;
    switch (n % 5) {
      case 0:
        return `${base}&w=${freeWidth(n)}`;
      case 1:
        return `${base}&w=640&h=${1 + (n % 4096)}`;
      case 2:
        return `${base}&w=1024&q=${1 + (n % 100)}&h=${1 + ((n >> 7) % 4096)}`;
      case 3:
        return `${base}&w=768&blur=${(0.3 + (n % 1000) / 52).toFixed(3)}`;
      default:
        return `${base}&q=${1 + (n % 100)}&x=${n}`;
    }
  };
  return () => {
    const url = random.next() < 0.5 ? fresh.take() : null;
    return url
      ? { kind: 'attack preset', url, ip: ATTACKER }
      : { kind: 'attack invalid', url: invalid(), ip: ATTACKER };
  };
}

const line = (title, s) =>
  s
    ? `  ${title.padEnd(16)}${s.rps.toFixed(1).padStart(8)} req/s  p50 ${ms(s.p50).padStart(9)}  ` +
      `p95 ${ms(s.p95).padStart(9)}  p99 ${ms(s.p99).padStart(9)}  (${s.total} requests, ` +
      `statuses ${JSON.stringify(s.statuses)})`
    : `  ${title.padEnd(16)}none`;

async function phase(title, port, seconds, loads) {
  const tally = createTally();
  const started = performance.now();
  const results = await Promise.all(
    loads.map(([pick, connections]) => load(port, pick, tally, connections, seconds)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const timeouts = results.reduce((sum, r) => sum + r.timeouts, 0);
  console.log(`\n${title}  (errors ${errors}, timeouts ${timeouts})`);
  for (const kind of ['cached', 'fresh', 'attack preset', 'attack invalid']) {
    const s = tally.summary(kind, elapsed);
    if (s) console.log(line(kind, s));
  }
}

async function main() {
  ensureApiBuilt('bench:image');
  const port = await freePort();
  const started = performance.now();
  await startServer(port);
  console.log(
    `[bench:image] API on 127.0.0.1:${port} (PGlite, seeded) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const random = createRandom(SEED);
  const sources = await catalogueImages(port);
  const space = urlSpace(sources, random);
  const cached = space.slice(0, CACHED_URLS);
  // The visitors' fresh URLs and the attacker's presets are apart: past its own, the attacker
  // has only invalid parameters left (the presets bound what it can ask for).
  const half = CACHED_URLS + Math.floor((space.length - CACHED_URLS) / 2);
  const fresh = createFresh(space.slice(CACHED_URLS, half));
  const attackPresets = createFresh(space.slice(half));
  const banners = sources.filter((s) => s.includes('/promotions/')).length;
  console.log(
    `[bench:image] ${sources.length} catalogue images (${banners} banners) × ${WIDTHS.length * QUALITIES.length + 1} ` +
      `presets = ${space.length} distinct URLs (seed ${SEED}); ${CONNECTIONS} connections, ${SECONDS} s a phase, ` +
      `${os.cpus().length} cores, IMAGE_CONCURRENCY 2, IMAGE_RATE_LIMIT_RENDERS_IP 300/60 (defaults)`,
  );
  const warmStart = performance.now();
  const warmed = await warm(port, cached);
  console.log(
    `[bench:image] cached set: ${cached.length} URLs rendered in ${((performance.now() - warmStart) / 1000).toFixed(1)} s ` +
      `(4 at a time; statuses ${JSON.stringify(warmed)})`,
  );

  const readers = Math.max(1, Math.round((CONNECTIONS * 3) / 4));
  await phase('1. cached renders (visitors)', port, SECONDS, [
    [cachedVisitors(random.shuffle(cached)), CONNECTIONS],
  ]);
  await phase('2. uncached renders (visitors, each URL once)', port, SECONDS, [
    [freshVisitors(fresh, cached), CONNECTIONS],
  ]);
  const attackTitle = (where) =>
    `visitors (${readers} connections cached, ${CONNECTIONS - readers} uncached) while an attacker ` +
    `floods unique URLs (${ATTACK_CONNECTIONS} connections) from ${where}, ${ATTACK_SECONDS} s`;
  await phase(`3. ${attackTitle('another address')}`, port, ATTACK_SECONDS, [
    [cachedVisitors(random.shuffle(cached)), readers],
    [freshVisitors(fresh, cached), CONNECTIONS - readers],
    [attacker(sources, attackPresets, random), ATTACK_CONNECTIONS],
  ]);
  await phase(`4. ${attackTitle("the visitors' own address")}`, port, ATTACK_SECONDS, [
    [cachedVisitors(random.shuffle(cached), ATTACKER), readers],
    [freshVisitors(fresh, cached, ATTACKER), CONNECTIONS - readers],
    [attacker(sources, attackPresets, random), ATTACK_CONNECTIONS],
  ]);
  console.log(
    `\n[bench:image] fresh URLs used ${fresh.used}, left ${fresh.left}; the attacker's presets ` +
      `used ${attackPresets.used}, left ${attackPresets.left}`,
  );
  if (fresh.left === 0)
    console.log('[bench:image] the fresh URLs ran out: later "fresh" requests were cached ones');
}

void run.finish(main);
