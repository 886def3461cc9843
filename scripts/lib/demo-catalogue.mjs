// The generated demo catalogue the API benchmarks load: the API's environment for a target
// database, the seed CLI run (reused on PostgreSQL when it already holds that many products)
// and the wait for the precomputed facet counts of a reused catalogue.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { API, ROOT, callApi } from './api-bench.mjs';

const SEED_CLI = path.join(API, 'dist', 'db', 'seed-cli.js');
const require = createRequire(path.join(API, 'package.json'));

export const LABELS = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/**
 * The API's environment for `target` ('postgres' with `databaseUrl`, or 'pglite' in the
 * DATA_DIR `extra` gives): quiet logs, none of the caller's SMTP, NODE_ENV, database or search
 * cache settings, then `extra` (which may set SEARCH_CACHE again).
 */
export function apiEnv(target, databaseUrl, extra = {}) {
  const env = { ...process.env };
  for (const name of ['SMTP_URL', 'NODE_ENV', 'DATABASE_URL', 'SEARCH_CACHE']) delete env[name];
  Object.assign(env, { LOG_LEVEL: 'warn' }, extra);
  if (target === 'postgres') env.DATABASE_URL = databaseUrl;
  return env;
}

/** Runs `work` with a connected node-postgres client (the API's pg), then disconnects. */
export async function withPg(databaseUrl, work) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The pid of the PostgreSQL server's postmaster when it runs on this machine (a backend's
 * parent, read from /proc), else null: the benchmarks meter its CPU.
 */
export async function localPostmasterPid(databaseUrl) {
  return withPg(databaseUrl, async (client) => {
    const res = await client.query('select pg_backend_pid() as pid');
    try {
      // Read while the backend lives (it ends with the connection).
      const stat = fs.readFileSync(`/proc/${res.rows[0].pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return /postgres/.test(fs.readFileSync(`/proc/${ppid}/cmdline`, 'utf8')) ? ppid : null;
    } catch {
      return null; // another machine, or no /proc
    }
  });
}

/** How many products the demo tenant has in that PostgreSQL database (0 before migrations). */
export async function demoProductCount(databaseUrl) {
  return withPg(databaseUrl, async (client) => {
    try {
      const res = await client.query(`select count(*)::int as n from products p
        join tenants t on t.id = p.tenant_id where t.uri_name = 'demo'`);
      return res.rows[0].n;
    } catch {
      return 0; // not migrated yet
    }
  });
}

/**
 * Generates `products` demo products with the seed CLI (`label` prefixes the messages); on
 * PostgreSQL a demo catalogue of exactly that size is reused. Returns the seconds it took, or
 * null when reused.
 */
export async function generateDemoCatalogue({ label, target, databaseUrl, dataDir, products }) {
  if (target === 'postgres' && (await demoProductCount(databaseUrl)) === products) {
    console.log(`[${label}] reusing the ${products} demo products already in the database`);
    return null;
  }
  const started = performance.now();
  const res = spawnSync(
    process.execPath,
    [SEED_CLI, '--tenant', 'demo', '--products', String(products)],
    {
      cwd: ROOT,
      env: apiEnv(target, databaseUrl, { DATA_DIR: dataDir }),
      stdio: 'inherit',
      timeout: 15 * 60_000,
    },
  );
  if (res.status !== 0) throw new Error('catalogue generation failed');
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[${label}] generated in ${seconds.toFixed(1)} s (seed CLI, including start-up and facet counts)`,
  );
  return seconds;
}

/**
 * A reused PostgreSQL catalogue may predate its precomputed facet counts: the first search
 * refreshes them in the background; wait for that so no load runs beside it.
 */
export async function waitForFacetCounts(databaseUrl, port, host) {
  await callApi(port, 'GET', '/catalog-public/products?pageSize=1', host, undefined, 120_000);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const fresh = await withPg(databaseUrl, async (client) => {
      const res = await client.query(`select s.facets_version = s.version as fresh
        from catalog_search_state s join tenants t on t.id = s.tenant_id
        where t.uri_name = 'demo'`);
      return res.rows[0]?.fresh === true;
    });
    if (fresh) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('facet counts were not refreshed within 2 minutes');
}
