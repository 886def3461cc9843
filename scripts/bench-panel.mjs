// The panel's portfolio lists (DESIGN §8.1) under load on the 100,000-product demo tenant.
//
//   npm run bench:panel     (BENCH_PRODUCTS=100000 BENCH_SECONDS=15 BENCH_CONNECTIONS=16
//                            BENCH_WARMUP_SECONDS=3 BENCH_URLS_PER_RESOURCE=400 BENCH_SEED=1
//                            BENCH_PRODUCT_URLS=5000 BENCH_IMPORT=1 BENCH_ONLY_PRODUCTS=0)
//   BENCH_DATABASE_URL=postgres://…/bench npm run bench:panel    that PostgreSQL, then PGlite
//
// Builds the API when missing or older than its sources. PostgreSQL is BENCH_DATABASE_URL (its demo
// catalogue is replaced, or reused when it has exactly BENCH_PRODUCTS products: use a database of
// its own) or, when unset, a throwaway cluster (scripts/pg-test-cluster.sh); then PGlite in a
// temporary DATA_DIR (BENCH_PGLITE=0 skips it; BENCH_POSTGRES=0 skips PostgreSQL). For each
// database: the demo catalogue is generated with the seed CLI (as bench:api does), the built API
// starts on a free loopback port with SEED=true (the demo owner, demo@catalogo.local) and no
// catalogue seeding, the owner signs in, and the portfolio's rows are read through the list
// endpoints. From them and the resources' definitions
// (api/dist/modules/portfolio/portfolio.resources.js: filters and sortable fields) it builds, per
// resource, a shuffled list of distinct list URLs: searches (whole names, prefixes, fragments,
// without accents or in lower case, codes, two words), every filter value, some filter pairs and q
// + filter, every sortable field both ways, every page of the unfiltered list at 10/25/50/100 a
// page, then random mixes up to BENCH_URLS_PER_RESOURCE. autocannon walks the list (one shared
// cursor: no URL twice in a row) with 16 connections: a warm-up of the whole mix, each resource for
// BENCH_SECONDS, then the whole mix shuffled together. Prints req/s, p50/p95/p99, errors and
// non-2xx per resource and overall, the slowest URLs, the product list's 10 request kinds with the
// highest p95, and a summary table; target p95 <= 50 ms on PostgreSQL. The products (issue 10) have
// a mix of their own (scripts/lib/bench-panel-products.mjs; target p95 <= 80 ms), measured first
// with the list's caches off (the API started with PRODUCT_LIST_CACHE=off: every request counts
// and finds its page; the list's index in memory, api products/list-index.ts, is not a cache of
// answers and is on in both, each run waiting for its load; PRODUCT_LIST_INDEX=off measures the
// SQL list alone) and then on (a second start on the same data, which the other lists, the
// mixed run, reads, saves and the import use; the slowest kinds are printed for both), then each
// connection reads a product and saves it back (p95 <= 50 ms each), then a 10,000-line product CSV
// is imported (dry run and import timed, the API's memory before and at its peak). Exits 1 on any
// error or non-2xx answer. Servers, the cluster and temporary folders are always removed; a
// watchdog ends everything after 45 minutes.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  API,
  callApi,
  cpuLine,
  cpuMeter,
  createApiRun,
  ensureApiBuilt,
  freePort,
  walkList,
  ms,
  percentile,
  startApi,
} from './lib/api-bench.mjs';
import {
  LABELS,
  apiEnv,
  generateDemoCatalogue,
  localPostmasterPid,
} from './lib/demo-catalogue.mjs';
import {
  importLine,
  productClient,
  productImport,
  productListMix,
  productReadsAndSaves,
} from './lib/bench-panel-products.mjs';
import { startPgCluster } from './lib/pg-cluster.mjs';
// Deterministic randomness (BENCH_SEED): the same data gives the same mix.
import { createRandom } from './lib/util.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const URLS_PER_RESOURCE = Number(process.env.BENCH_URLS_PER_RESOURCE || 400);
const SEED = Number(process.env.BENCH_SEED || 1);
const PGLITE = process.env.BENCH_PGLITE !== '0';
const POSTGRES = process.env.BENCH_POSTGRES !== '0';
const TARGET_P95 = 50;
// Issue 10: the product list p95 <= 80 ms; a product's read and save p95 <= 50 ms.
const TARGETS = { products: 80 };
const PRODUCT_URLS = Number(process.env.BENCH_PRODUCT_URLS || 5000);
// BENCH_ONLY_PRODUCTS=1: the product list, read and save and import only (a shorter run).
const ONLY_PRODUCTS = process.env.BENCH_ONLY_PRODUCTS === '1';
const BENCH_IMPORT = process.env.BENCH_IMPORT !== '0';
const MIN_URLS = 1000;
const PAGE_SIZES = [10, 25, 50, 100];
const AREA = '/panel/portifolio';
const DEMO = { email: 'demo@catalogo.local', password: 'demo-catalogo-2026' };
const run = createApiRun('bench:panel', 45);

// ---------------------------------------------------------------------------------------------
// The request mix.

/** Accents removed (what the API folds them to), case kept. */
const withoutAccents = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The texts q searches in a row, from the definition's search expressions. */
function searchTexts(def, row) {
  const texts = [];
  for (const expr of def.search) {
    const sub = /^\(select \w+\.(\w+) from (\w+)/.exec(expr);
    if (sub) {
      const ref = def.fields.find((f) => f.ref?.table === sub[2]);
      const value = ref ? row[ref.ref.expandAs]?.[sub[1]] : undefined;
      if (value) texts.push(String(value));
      continue;
    }
    const column = /t\.(\w+)/.exec(expr)?.[1];
    const value = row[def.fields.find((f) => f.column === column)?.key];
    if (Array.isArray(value)) texts.push(...value.map(String));
    else if (value !== null && value !== undefined && value !== '') texts.push(String(value));
  }
  return texts;
}

/** Searches a user would type for `text`: whole, a prefix, a fragment, without accents. */
function queriesOf(text, random) {
  const out = [text];
  const t = text.trim();
  if (t.length >= 3) out.push(t.slice(0, random.int(2, Math.min(t.length - 1, 6))));
  if (t.length >= 6) {
    const len = random.int(3, 5);
    const start = random.int(1, t.length - len);
    out.push(t.slice(start, start + len));
  }
  const plain = withoutAccents(t);
  out.push(plain !== t ? plain : t.toLowerCase());
  const words = t.split(/\s+/).filter(Boolean);
  if (words.length >= 3) out.push(`${words[0]} ${words.at(-1)}`);
  return out.map((q) => q.trim()).filter((q) => q.length > 0);
}

const plural = (noun) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);

/** Every value a filter can take in this tenant's data (uuid filters: the referenced rows' ids). */
function filterValues(def, filter, data, random) {
  switch (filter.kind) {
    case 'bool':
      return ['true', 'false'];
    case 'enum':
      return [...(filter.values ?? [])];
    case 'uuid':
      return random.sample(
        (data[plural(filter.param)] ?? []).map((r) => r.id),
        40,
      );
    case 'int': {
      const years = data[def.name].flatMap((row) =>
        def.fields
          .filter((f) => f.kind === 'int')
          .map((f) => row[f.key])
          .filter((v) => Number.isInteger(v) && v >= 1900 && v <= 2100),
      );
      if (years.length === 0) return [];
      const lo = Math.min(...years);
      const hi = Math.max(...years, new Date().getUTCFullYear());
      return Array.from({ length: hi - lo + 3 }, (_, i) => String(lo - 1 + i));
    }
    case 'text':
      return random.sample(
        data[def.name].flatMap((row) => searchTexts(def, row)),
        10,
      );
    default:
      return [];
  }
}

/** The q and filter combinations of one resource (each a params object). */
function baseQueries(def, data, random) {
  const rows = data[def.name];
  const bases = [{}];
  const queries = new Set();
  for (const row of random.sample(rows, 15)) {
    const texts = searchTexts(def, row);
    for (const text of texts) for (const q of queriesOf(text, random)) queries.add(q);
    // Two words from two fields of the same row (each word may match any field).
    if (texts.length >= 2) {
      const [a, b] = random.sample(texts, 2);
      queries.add(`${a.split(/\s+/)[0]} ${b.split(/\s+/).at(-1)}`);
    }
  }
  const qs = random.sample([...queries], 60);
  for (const q of qs) bases.push({ q });
  const filters = def.filters
    .map((f) => ({ param: f.param, values: filterValues(def, f, data, random) }))
    .filter((f) => f.values.length > 0);
  for (const f of filters) for (const v of f.values) bases.push({ [f.param]: v });
  if (filters.length > 0) {
    for (let i = 0; i < 20; i++) {
      const f = random.pick(filters);
      bases.push({ q: random.pick(qs), [f.param]: random.pick(f.values) });
    }
  }
  if (filters.length > 1) {
    for (let i = 0; i < 20; i++) {
      const [f, g] = random.sample(filters, 2);
      bases.push({ [f.param]: random.pick(f.values), [g.param]: random.pick(g.values) });
    }
  }
  const seen = new Set();
  return bases.filter((b) => {
    const key = JSON.stringify(b);
    return !seen.has(key) && seen.add(key);
  });
}

const listUrl = (def, params) => {
  const search = new URLSearchParams(params).toString();
  return `${AREA}/${def.name}${search ? `?${search}` : ''}`;
};

/**
 * The distinct list URLs of one resource: every base query, every page of the unfiltered list
 * at every page size, every sort both ways, then random combinations up to `cap`.
 */
function urlsOf(def, bases, random, cap) {
  const sorts = def.sortable.flatMap((s) => [`${s}:asc`, `${s}:desc`]);
  const urls = new Set();
  const lastPage = (total, size) => Math.max(1, Math.ceil(total / size));
  const add = (base, sort = random.pick(sorts), size = random.pick(PAGE_SIZES), page) => {
    const last = lastPage(base.total, size);
    const p = page ?? (random.next() < 0.5 ? 1 : random.int(1, last));
    const params = { ...base.params };
    // Now and then the defaults (sort, page 1, 25 a page) are left to the API.
    if (random.next() >= 0.1) params.sort = sort;
    if (p > 1 || random.next() >= 0.2) params.page = String(p);
    if (size !== 25 || random.next() >= 0.2) params.pageSize = String(size);
    urls.add(listUrl(def, params));
  };
  const all = bases.find((b) => Object.keys(b.params).length === 0);
  for (const size of PAGE_SIZES) {
    for (let page = 1; page <= lastPage(all.total, size); page++) add(all, undefined, size, page);
  }
  for (const sort of sorts) {
    add(all, sort);
    add(random.pick(bases), sort);
  }
  for (const base of bases) add(base);
  for (let tries = 0; urls.size < cap && tries < cap * 20; tries++) add(random.pick(bases));
  return [...urls];
}

/** Shuffled so that no URL follows itself, also across the wrap-around. */
function shuffled(urls, random) {
  const list = random.shuffle(urls);
  for (let i = 0; i < list.length; i++) {
    if (list.length > 1 && list[i] === list[(i + 1) % list.length])
      throw new Error('a URL repeats in a row');
  }
  return list;
}

/**
 * A product list URL's kind: q as a code (digits in it), a short code prefix (up to 3 letters)
 * or words; the filters; the sort key; the first page or a further one.
 */
function productKind(url) {
  const params = new URL(url, 'http://x').searchParams;
  const parts = [];
  const q = params.get('q');
  if (q)
    parts.push(/^[A-Za-z]{1,3}[- ]?$/.test(q) ? 'q=prefix' : /\d/.test(q) ? 'q=code' : 'q=words');
  for (const key of [...params.keys()].sort())
    if (!['q', 'sort', 'page', 'pageSize'].includes(key)) parts.push(key);
  parts.push(`sort=${(params.get('sort') ?? 'code:asc').split(':')[0]}`);
  parts.push(Number(params.get('page') ?? 1) > 1 ? 'page>1' : 'page 1');
  return parts.join(' ');
}

/**
 * The product list by kind of request (what q looks like, which filters, the sort, first page
 * or further): the 10 with the highest p95, to see which kind holds the list's p95 up.
 */
function printKinds(label, perUrl) {
  const kinds = new Map();
  for (const [url, s] of perUrl) {
    const kind = productKind(url);
    if (!kinds.has(kind)) kinds.set(kind, []);
    kinds.get(kind).push(...s.times);
  }
  const answered = [...kinds.values()].reduce((n, t) => n + t.length, 0);
  const spent = [...kinds.values()].reduce((n, t) => n + t.reduce((a, b) => a + b, 0), 0);
  const stats = [...kinds]
    .filter(([, t]) => t.length >= 5)
    .map(([kind, t]) => {
      const times = [...t].sort((a, b) => a - b);
      const sum = times.reduce((a, b) => a + b, 0);
      return { kind, n: times.length, sum, p50: percentile(times, 50), p95: percentile(times, 95) };
    });
  const show = (k) =>
    console.log(
      `    p95 ${ms(k.p95).padStart(9)}  p50 ${ms(k.p50).padStart(9)}  n=${String(k.n).padStart(4)} ` +
        `(${((100 * k.n) / answered).toFixed(1)}% of answers, ${((100 * k.sum) / spent).toFixed(1)}% of ` +
        `the time)  ${k.kind}`,
    );
  console.log(`  slowest product list kinds, ${label} (p95 under load, at least 5 answers):`);
  for (const k of [...stats].sort((a, b) => b.p95 - a.p95).slice(0, 10)) show(k);
  console.log(`  product list kinds taking the most time, ${label}:`);
  for (const k of [...stats].sort((a, b) => b.sum - a.sum).slice(0, 6)) show(k);
}

// ---------------------------------------------------------------------------------------------
// One database.

async function signIn(port) {
  const res = await callApi(port, 'POST', '/auth/sign-in', `demo.localhost:${port}`, DEMO);
  return client(port, res.token);
}

async function startServer(target, databaseUrl, port, listCache) {
  const env = apiEnv(target, databaseUrl, {
    // The product list's kept totals and pages (api list-totals.ts): measured off, then on.
    PRODUCT_LIST_CACHE: listCache ? 'on' : 'off',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: run.dataDir,
    // A seeding start creates the demo owner when missing; SEED_PRODUCTS_DEMO=0 leaves the
    // generated catalogue alone. One token lasts the whole run.
    SEED: 'true',
    SEED_PRODUCTS_DEMO: '0',
    ACCESS_TOKEN_TTL: '7200',
  });
  delete env.JWT_SECRET;
  await startApi(run, port, env);
}

/**
 * Waits until the product list answers from the tenant's index in memory (the API's
 * `x-product-list` header; api products/list-index.ts), which a fresh API loads in the background
 * on the tenant's first list: the runs measure the steady state. Asks a page no run asks.
 */
async function waitForListIndex(port, api) {
  // PRODUCT_LIST_INDEX=off (passed on to the API): the SQL list alone is measured.
  if (process.env.PRODUCT_LIST_INDEX === 'off') return;
  const started = performance.now();
  const url = '/panel/portifolio/products?pageSize=1&q=bench-espera-indice';
  for (;;) {
    const source = await new Promise((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: url,
            headers: { host: api.host, ...api.headers },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200
                ? resolve(res.headers['x-product-list'])
                : reject(new Error(`${url}: ${res.statusCode}`)),
            );
          },
        )
        .on('error', reject);
    });
    if (source === 'index') break;
    if (performance.now() - started > 120_000)
      throw new Error('the product list index did not load in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `  product list index ready after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function client(port, token) {
  const host = `demo.localhost:${port}`;
  const headers = { authorization: `Bearer ${token}` };
  return {
    host,
    headers,
    // A call may wait behind a PGlite backlog: allow two minutes.
    get: (url) => callApi(port, 'GET', url, host, undefined, 120_000, headers),
  };
}

/** Every row of every resource, read page by page through the list endpoints. */
async function readAll(defs, api) {
  const data = {};
  for (const def of defs) {
    const rows = [];
    for (let page = 1; ; page++) {
      const res = await api.get(listUrl(def, { page: String(page), pageSize: '100' }));
      rows.push(...res.items);
      if (res.items.length < 100 || rows.length >= res.total) break;
    }
    data[def.name] = rows;
  }
  return data;
}

/** Per resource: its shuffled URLs (the totals of its base queries asked to the API). */
async function buildMix(defs, api) {
  const random = createRandom(SEED);
  const data = await readAll(defs, api);
  const mix = [];
  for (const def of defs) {
    const bases = [];
    for (const params of baseQueries(def, data, random)) {
      const { total } = await api.get(listUrl(def, { ...params, pageSize: '1' }));
      bases.push({ params, total });
    }
    const urls = shuffled(urlsOf(def, bases, random, URLS_PER_RESOURCE), random);
    mix.push({ def, rows: data[def.name].length, bases: bases.length, urls });
  }
  const all = shuffled(
    mix.flatMap((m) => m.urls),
    random,
  );
  if (all.length < MIN_URLS) throw new Error(`only ${all.length} distinct URLs (< ${MIN_URLS})`);
  return { mix, all };
}

/** One autocannon load walking `urls` in order (one cursor shared by every connection). */
function loadUrls(title, port, api, urls, seconds, perUrl) {
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: api.host, ...api.headers },
  };
  return walkList(
    title,
    options,
    urls,
    (url) => url,
    perUrl,
    (url) => url,
  );
}

const line = (r) =>
  `${r.rps.toFixed(1).padStart(7)} req/s  p50 ${ms(r.p50).padStart(8)}  p95 ${ms(r.p95).padStart(8)}  ` +
  `p99 ${ms(r.p99).padStart(8)}  errors ${r.errors}  non-2xx ${r.non2xx}  (${r.total} requests)`;

async function benchDatabase(target, databaseUrl) {
  run.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-panel-'));
  const where = target === 'postgres' ? 'PostgreSQL' : 'PGlite (temporary DATA_DIR)';
  console.log(`\n[bench:panel] ${PRODUCTS} products for demo on ${where}`);
  await generateDemoCatalogue({
    label: 'bench:panel',
    target,
    databaseUrl,
    dataDir: run.dataDir,
    products: PRODUCTS,
  });
  const port = await freePort();
  // First with the product list's caches off (every request finds its page and total), then,
  // on the same data, a second start with them on (the default) for everything else.
  await startServer(target, databaseUrl, port, false);
  let api = await signIn(port);
  const defs = ONLY_PRODUCTS ? [] : loadDefinitions();
  const started = performance.now();
  const lists = ONLY_PRODUCTS ? { mix: [], all: [] } : await buildMix(defs, api);
  // The products: their own mix (codes, words, references, EANs, every filter, deep pages).
  let products = productClient(port, api);
  const productRandom = createRandom(SEED + 1);
  const productMix = await productListMix(products, productRandom, PRODUCT_URLS);
  const productUrls = shuffled(productMix.urls, productRandom);
  const mix = [
    ...lists.mix,
    {
      def: { name: 'products' },
      rows: productMix.sample.total,
      bases: productMix.bases,
      urls: productUrls,
    },
  ];
  const all = shuffled([...lists.all, ...productMix.urls], productRandom);
  console.log(
    `  request mix read from the API in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${all.length} distinct URLs (seed ${SEED}); ${CONNECTIONS} connections, ${SECONDS} s a run, ` +
      `Host ${api.host}, ${os.cpus().length} cores`,
  );
  for (const m of mix) {
    console.log(
      `  ${m.def.name.padEnd(13)} ${String(m.rows).padStart(4)} rows, ${String(m.bases).padStart(3)} ` +
        `searches/filters, ${m.urls.length} URLs, e.g. ${m.urls[0]}`,
    );
  }
  // The warm-up reads the database's pages into memory; with the list's caches off it keeps
  // nothing in the API.
  if (WARMUP > 0) await loadUrls('warm-up', port, api, all, WARMUP);

  const results = [];
  const record = (r, title, urls) => {
    results.push({ ...r, title, database: LABELS[target], urls });
    console.log(`  ${title.padEnd(22)}${line(r)}`);
    if (r.cpu) console.log(`  ${''.padEnd(22)}${cpuLine(r.cpu)}`);
  };
  console.log(`\n${LABELS[target]}:`);
  // PostgreSQL's CPU is metered when it runs on this machine (PGlite runs inside the API).
  const postmasterPid = target === 'postgres' ? await localPostmasterPid(databaseUrl) : null;
  // `load`'s answer and the CPU per request over it (`count` of its requests, its total if none).
  const metered = async (load, count = (r) => r.total) => {
    const meter = cpuMeter(run.server.pid, postmasterPid);
    const r = await load();
    return { ...r, cpu: meter.stop(count(r)) };
  };
  await waitForListIndex(port, api);
  const offTimes = new Map();
  const off = await metered(() => loadUrls('products', port, api, productUrls, SECONDS, offTimes));
  record(off, 'products (caches off)', productUrls.length);
  const offCursor = off.asked;

  // The requests autocannon left in flight finish before the API stops (they would fail on
  // a closed pool and log it).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await run.stopServer();
  await startServer(target, databaseUrl, port, true);
  api = await signIn(port);
  products = productClient(port, api);
  // Warmed on the other lists only: the product list's caches start empty.
  if (WARMUP > 0 && lists.all.length > 0) await loadUrls('warm-up', port, api, lists.all, WARMUP);
  const perUrl = new Map();
  const onTimes = new Map();
  for (const m of lists.mix) {
    const r = await loadUrls(m.def.name, port, api, m.urls, SECONDS, perUrl);
    record(r, m.def.name, m.urls.length);
  }
  // The product URLs in the same order, from where the caches-off run stopped: the URLs asked
  // in this run are mostly ones the API has not answered since its start.
  const onUrls = [
    ...productUrls.slice(offCursor % productUrls.length),
    ...productUrls.slice(0, offCursor % productUrls.length),
  ];
  await waitForListIndex(port, api);
  const on = await metered(() => loadUrls('products', port, api, onUrls, SECONDS, onTimes));
  record(on, 'products (caches on)', productUrls.length);
  for (const [url, t] of onTimes)
    perUrl.set(url, { times: [...t.times], statuses: { ...t.statuses } });
  if (!ONLY_PRODUCTS) {
    const r = await loadUrls('overall (mixed)', port, api, all, SECONDS, perUrl);
    record(r, 'overall (mixed)', all.length);
  }
  const repeats = (r) => (r.asked / productUrls.length).toFixed(2);
  console.log(
    `  product list: ${productUrls.length} distinct URLs; the caches-off run asked ${off.asked} ` +
      `(${repeats(off)} per URL), the caches-on run ${on.asked} (${repeats(on)} per URL)`,
  );

  // A product read and saved back by each connection, then the 10,000-line import.
  const ids = productRandom.shuffle(productMix.sample.items.map((item) => item.id));
  const rw = await metered(
    () => productReadsAndSaves(products, ids, CONNECTIONS, SECONDS),
    (r) => r.read.total + r.save.total,
  );
  for (const r of [rw.read, rw.save]) record(r, r.title, ids.length);
  if (rw.cpu) console.log(`  ${'read or save'.padEnd(22)}${cpuLine(rw.cpu)}`);
  for (const failure of rw.failures.slice(0, 5)) console.log(`  FAILED ${failure}`);
  if (BENCH_IMPORT) {
    try {
      const report = await productImport(products, port, run.server.pid, ids[0]);
      console.log(importLine(report));
      if (report.real.report.errors.length > 0)
        console.log(`  import errors: ${JSON.stringify(report.real.report.errors.slice(0, 3))}`);
    } catch (error) {
      console.log(`  import of products FAILED: ${error.message.slice(0, 300)}`);
      results.push({
        title: 'product import',
        database: LABELS[target],
        urls: 0,
        rps: 0,
        errors: 1,
        non2xx: 0,
      });
    }
  }

  // Where the time goes: the URLs with the slowest median (at least 3 answers).
  const slow = [...perUrl]
    .filter(([, s]) => s.times.length >= 3)
    .map(([url, s]) => {
      const times = s.times.sort((a, b) => a - b);
      return { url, n: times.length, median: percentile(times, 50), max: times.at(-1) };
    })
    .sort((a, b) => b.median - a.median)
    .slice(0, 8);
  console.log(`  slowest URLs (median of their answers under load, caches on):`);
  for (const s of slow)
    console.log(`    ${ms(s.median).padStart(9)} (max ${ms(s.max)}, n=${s.n})  ${s.url}`);
  printKinds('caches off', offTimes);
  printKinds('caches on', onTimes);
  const failing = [...perUrl, ...offTimes].filter(([, s]) =>
    Object.keys(s.statuses).some((k) => k >= '300'),
  );
  for (const [url, s] of failing.slice(0, 10)) {
    const why = await api.get(url).then(
      () => 'ok when asked alone',
      (error) => error.message.slice(0, 300),
    );
    console.log(`  NON-2xx ${JSON.stringify(s.statuses)} ${url}: ${why}`);
  }
  await run.stop(); // the server and its data folder
  return results;
}

function loadDefinitions() {
  const require = createRequire(path.join(API, 'package.json'));
  const file = path.join(API, 'dist', 'modules', 'portfolio', 'portfolio.resources.js');
  return require(file).portfolioResources;
}

async function main() {
  ensureApiBuilt('bench:panel');
  let databaseUrl = process.env.BENCH_DATABASE_URL || '';
  if (!databaseUrl && POSTGRES) {
    const cluster = startPgCluster('bench:panel');
    run.atExit(cluster.stop);
    databaseUrl = cluster.url;
  }
  const results = [];
  if (POSTGRES) results.push(...(await benchDatabase('postgres', databaseUrl)));
  if (PGLITE) results.push(...(await benchDatabase('pglite', databaseUrl)));

  console.log(
    `\nSummary (panel lists, demo tenant with ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s a run)`,
  );
  console.log(
    `  ${'database'.padEnd(11)}${'resource'.padEnd(23)}${'URLs'.padStart(5)}${'req/s'.padStart(9)}` +
      `${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}${'errors'.padStart(8)}${'non-2xx'.padStart(9)}`,
  );
  for (const r of results) {
    console.log(
      `  ${r.database.padEnd(11)}${r.title.padEnd(23)}${String(r.urls).padStart(5)}${r.rps.toFixed(1).padStart(9)}` +
        `${ms(r.p50).padStart(10)}${ms(r.p95).padStart(10)}${ms(r.p99).padStart(10)}` +
        `${String(r.errors).padStart(8)}${String(r.non2xx).padStart(9)}`,
    );
  }
  const targetOf = (r) => TARGETS[r.title.split(' ')[0]] ?? TARGET_P95;
  for (const database of new Set(results.map((r) => r.database))) {
    const mine = results.filter((r) => r.database === database && r.p95 !== undefined);
    for (const limit of new Set(mine.map(targetOf))) {
      const group = mine.filter((r) => targetOf(r) === limit);
      const worst = group.reduce((a, b) => (b.p95 > a.p95 ? b : a));
      console.log(
        `target p95 <= ${limit} ms (${group.map((r) => r.title).join(', ')}; set for PostgreSQL): ` +
          `${database}: worst p95 ${ms(worst.p95)} (${worst.title}): ` +
          `${worst.p95 <= limit ? 'OK' : 'ABOVE TARGET'}`,
      );
    }
  }
  const failures = results.filter((r) => r.errors > 0 || r.non2xx > 0);
  if (failures.length > 0)
    throw new Error(
      `errors or non-2xx answers in: ${failures.map((f) => `${f.database} ${f.title}`).join(', ')}`,
    );
}

void run.finish(main);
