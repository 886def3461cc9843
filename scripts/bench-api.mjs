// Public catalogue search on a large generated catalogue (DESIGN §6: 100,000 products a tenant).
//
//   npm run bench:api       (BENCH_PRODUCTS=100000 BENCH_SECONDS=10 BENCH_CONNECTIONS=16)
//   BENCH_DATABASE_URL=postgres://…/bench npm run bench:api      on PostgreSQL
//
// Builds the API when missing or older than its sources, generates the demo tenant's catalogue
// with the seed CLI (a throwaway PGlite DATA_DIR; on PostgreSQL the demo catalogue of that
// database is replaced — use a database of its own — and kept when it already has exactly
// BENCH_PRODUCTS products), starts node api/dist/server.js on a free port, then loads five
// searches with autocannon and prints p50/p95/p99 and req/s for each. The server is always
// stopped and the temporary directory removed; a watchdog ends everything after 20 minutes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  API,
  ROOT,
  callApi,
  createApiRun,
  ensureApiBuilt,
  freePort,
  loadTest,
  ms,
  startApi,
} from './lib/api-bench.mjs';

const SEED_CLI = path.join(API, 'dist', 'db', 'seed-cli.js');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || '';
const TARGET_P95 = 50;
const require = createRequire(path.join(API, 'package.json'));
const run = createApiRun('bench:api', 20);

// A sample request may wait behind a PGlite backlog: allow two minutes.
const get = (port, url, host) => callApi(port, 'GET', url, host, undefined, 120_000);

function apiEnv(extra = {}) {
  const env = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  for (const name of ['SMTP_URL', 'NODE_ENV', 'DATABASE_URL']) delete env[name];
  if (DATABASE_URL) env.DATABASE_URL = DATABASE_URL;
  return env;
}

async function demoProductCount() {
  if (!DATABASE_URL) return 0;
  const { Client } = require('pg');
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const res = await client.query(`select count(*)::int as n from products p
      join tenants t on t.id = p.tenant_id where t.uri_name = 'demo'`);
    return res.rows[0].n;
  } catch {
    return 0; // not migrated yet
  } finally {
    await client.end();
  }
}

async function generate() {
  if (DATABASE_URL && (await demoProductCount()) === PRODUCTS) {
    console.log(`[bench:api] reusing the ${PRODUCTS} demo products already in BENCH_DATABASE_URL`);
    return null;
  }
  const started = performance.now();
  const res = spawnSync(
    process.execPath,
    [SEED_CLI, '--tenant', 'demo', '--products', String(PRODUCTS)],
    { cwd: ROOT, env: apiEnv({ DATA_DIR: run.dataDir }), stdio: 'inherit', timeout: 15 * 60_000 },
  );
  if (res.status !== 0) throw new Error('catalogue generation failed');
  return (performance.now() - started) / 1000;
}

async function startServer(port) {
  const env = apiEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: run.dataDir,
    SEED: 'false',
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

async function main() {
  ensureApiBuilt('bench:api');
  run.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const database = DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary DATA_DIR)';
  console.log(`[bench:api] ${PRODUCTS} products for demo on ${database}`);
  const seconds = await generate();
  if (seconds !== null)
    console.log(`[bench:api] generated in ${seconds.toFixed(1)} s (seed CLI, including start-up)`);

  const port = await freePort();
  await startServer(port);
  const host = `demo.localhost:${port}`;
  const base = `http://127.0.0.1:${port}`;
  const list = await searches(port, host);
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per search, ${base} (Host ${host}), ${os.cpus().length} cores`,
  );
  const results = [];
  for (const [title, url] of list) {
    const sample = await get(port, url, host);
    const r = await loadTest(title, {
      url: `${base}${url}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { host },
    });
    results.push(r);
    console.log(
      `  ${title.padEnd(24)} ${r.rps.toFixed(1).padStart(7)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  ` +
        `p99 ${ms(r.p99)}  (${sample.total} hits; ${r.total} requests, statuses ${JSON.stringify(r.statuses)})`,
    );
    console.log(`  ${''.padEnd(24)} ${url}`);
  }
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(
    `\ntarget p95 <= ${TARGET_P95} ms on PostgreSQL: worst p95 ${ms(worst)} on ${database}: ` +
      (worst <= TARGET_P95 ? 'OK' : 'ABOVE TARGET'),
  );
  const failures = results.filter((r) => Object.keys(r.statuses).some((s) => s !== '200'));
  if (failures.length > 0)
    throw new Error(`non-200 answers in: ${failures.map((f) => f.title).join(', ')}`);
}

void run.finish(main);
