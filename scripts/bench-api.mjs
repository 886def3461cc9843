// Public catalogue search on a large generated catalogue (DESIGN §6: 100,000 products a tenant).
//
//   npm run bench:api       (BENCH_PRODUCTS=100000 BENCH_SECONDS=10 BENCH_CONNECTIONS=16
//                            BENCH_WARMUP_SECONDS=2, unmeasured, before each search)
//   BENCH_DATABASE_URL=postgres://…/bench npm run bench:api      PostgreSQL, then PGlite
//
// Builds the API when missing or older than its sources, then for each database — PostgreSQL
// when BENCH_DATABASE_URL is set, and always PGlite (a throwaway DATA_DIR) — generates the demo
// tenant's catalogue with the seed CLI (on PostgreSQL the demo catalogue of that database is
// replaced — use a database of its own — and kept when it already has exactly BENCH_PRODUCTS
// products), and loads five searches with autocannon twice: with the search result cache off
// (SEARCH_CACHE=off: every request reaches the database) and on. Prints p50/p95/p99 and req/s
// for each. The server is always stopped and the temporary directory removed; a watchdog ends
// everything after 20 minutes. BENCH_PGLITE=0 skips PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  callApi,
  createApiRun,
  ensureApiBuilt,
  freePort,
  loadTest,
  ms,
  startApi,
} from './lib/api-bench.mjs';
import {
  LABELS,
  apiEnv as baseEnv,
  generateDemoCatalogue,
  waitForFacetCounts,
} from './lib/demo-catalogue.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
// Unmeasured load before each measured one: a just-started server (JIT, connection pool,
// database caches) otherwise shows in the first search's tail.
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || '';
const PGLITE = process.env.BENCH_PGLITE !== '0';
const TARGET_P95 = 50;
const run = createApiRun('bench:api', 20);

// A sample request may wait behind a PGlite backlog: allow two minutes.
const get = (port, url, host) => callApi(port, 'GET', url, host, undefined, 120_000);
const apiEnv = (target, extra) => baseEnv(target, DATABASE_URL, extra);

async function startServer(target, port, cache) {
  const env = apiEnv(target, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: run.dataDir,
    SEED: 'false',
    SEARCH_CACHE: cache,
  });
  await startApi(run, port, env);
}

/** Five realistic searches, their values read from the generated catalogue through the API. */
async function searches(port, host) {
  const first = await get(port, '/catalog-public/products?pageSize=50&sort=code', host);
  const prefix = first.items[0].code.slice(0, 5); // e.g. 'AL-10'
  let oe = null;
  for (const item of first.items) {
    const detail = await get(port, `/catalog-public/products/${item.id}`, host);
    if (detail.oeRefs.length > 0) {
      oe = detail.oeRefs[0].code;
      break;
    }
  }
  const factories = await get(port, '/catalog-public/vehicles/factories', host);
  const vw = factories.find((f) => f.name === 'VOLKSWAGEN') ?? factories[0];
  const models = await get(port, `/catalog-public/vehicles/models?factory=${vw.id}`, host);
  const years = await get(
    port,
    `/catalog-public/vehicles/years?factory=${vw.id}&model=${encodeURIComponent(models[0])}`,
    host,
  );
  const brand = first.facets.brand[0].id;
  const q = (params) => `/catalog-public/products?${new URLSearchParams(params)}`;
  return [
    ['code prefix', q({ q: prefix })],
    ['description with a typo', q({ q: 'pastilha de frieo dianteira' })],
    ['OE reference', q({ q: oe ?? '5U0' })],
    [
      'vehicle + year',
      q({ factory: vw.id, vehicle: models[0], year: String(years[Math.floor(years.length / 2)]) }),
    ],
    ['facet only (brand)', q({ brand })],
  ];
}

/** Every search under load against a started server; one row per search. */
async function loadAll(target, cache, port, list) {
  const host = `demo.localhost:${port}`;
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n${LABELS[target]}, search cache ${cache.toUpperCase()}:`);
  const results = [];
  for (const [title, url] of list) {
    const sample = await get(port, url, host);
    if (WARMUP > 0) {
      const options = { url: `${base}${url}`, connections: CONNECTIONS, headers: { host } };
      await loadTest('warm-up', { ...options, duration: WARMUP });
    }
    const r = await loadTest(title, {
      url: `${base}${url}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { host },
    });
    results.push({ ...r, database: LABELS[target], cache, hits: sample.total });
    console.log(
      `  ${title.padEnd(24)} ${r.rps.toFixed(1).padStart(7)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  ` +
        `p99 ${ms(r.p99)}  (${sample.total} hits; ${r.total} requests, statuses ${JSON.stringify(r.statuses)})`,
    );
  }
  return results;
}

async function benchDatabase(target) {
  run.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const where =
    target === 'postgres' ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary DATA_DIR)';
  console.log(`\n[bench:api] ${PRODUCTS} products for demo on ${where}`);
  await generateDemoCatalogue({
    label: 'bench:api',
    target,
    databaseUrl: DATABASE_URL,
    dataDir: run.dataDir,
    products: PRODUCTS,
  });
  const results = [];
  let list = null;
  for (const cache of ['off', 'on']) {
    const port = await freePort();
    await startServer(target, port, cache);
    const host = `demo.localhost:${port}`;
    if (target === 'postgres') await waitForFacetCounts(DATABASE_URL, port, host);
    list ??= await searches(port, host);
    if (cache === 'off') {
      console.log(
        `  ${CONNECTIONS} connections, ${SECONDS} s per search, Host ${host}, ${os.cpus().length} cores`,
      );
      for (const [title, url] of list) console.log(`  ${title.padEnd(24)} ${url}`);
    }
    results.push(...(await loadAll(target, cache, port, list)));
    await run.stopServer();
  }
  await run.stop(); // removes the data folder too
  return results;
}

async function main() {
  ensureApiBuilt('bench:api');
  const targets = [...(DATABASE_URL ? ['postgres'] : []), ...(PGLITE ? ['pglite'] : [])];
  if (!DATABASE_URL) console.log('[bench:api] BENCH_DATABASE_URL is not set: PGlite only');
  const results = [];
  for (const target of targets) results.push(...(await benchDatabase(target)));

  console.log(
    `\nSummary (${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s each; cache OFF = every request reaches the database)`,
  );
  console.log(
    `  ${'database'.padEnd(11)}${'cache'.padEnd(7)}${'search'.padEnd(25)}${'req/s'.padStart(8)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}`,
  );
  for (const r of results) {
    console.log(
      `  ${r.database.padEnd(11)}${r.cache.toUpperCase().padEnd(7)}${r.title.padEnd(25)}${r.rps.toFixed(1).padStart(8)}` +
        `${ms(r.p50).padStart(10)}${ms(r.p95).padStart(10)}${ms(r.p99).padStart(10)}`,
    );
  }
  for (const database of new Set(results.map((r) => r.database))) {
    for (const cache of ['off', 'on']) {
      const worst = Math.max(
        ...results.filter((r) => r.database === database && r.cache === cache).map((r) => r.p95),
      );
      console.log(
        `target p95 <= ${TARGET_P95} ms (set for PostgreSQL): ${database}, cache ${cache.toUpperCase()}: worst p95 ${ms(worst)}: ` +
          (worst <= TARGET_P95 ? 'OK' : 'ABOVE TARGET'),
      );
    }
  }
  const failures = results.filter((r) => Object.keys(r.statuses).some((s) => s !== '200'));
  if (failures.length > 0)
    throw new Error(
      `non-200 answers in: ${failures.map((f) => `${f.database} ${f.cache} ${f.title}`).join(', ')}`,
    );
}

void run.finish(main);
