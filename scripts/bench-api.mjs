// Public catalogue search under what visitors do (issue: search that finds the right part): a
// shuffled mix of at least 1,000 distinct searches generated from the catalogue itself — codes
// (exact, prefix, any punctuation), descriptions (plurals, no accents, stop words, one and two
// typos), OE and competitor references, EANs, brands, vehicle words ("pastilha gol 2015"), the
// vehicle picker, facet filters, sorts and deep pages — then suggestions as typed.
//
//   npm run bench:api       (BENCH_PRODUCTS=100000 BENCH_SECONDS=15 BENCH_CONNECTIONS=16
//                            BENCH_WARMUP_SECONDS=20 BENCH_SEED=1)
//   BENCH_DATABASE_URL=postgres://…/bench npm run bench:api      PostgreSQL, then PGlite
//
// For each database — PostgreSQL when BENCH_DATABASE_URL is set, and PGlite unless
// BENCH_PGLITE=0 — it generates the demo tenant's catalogue with the seed CLI (fixed seed; a
// PostgreSQL catalogue of exactly BENCH_PRODUCTS products is reused), reads the catalogue back
// through the public API to build the mix, and loads it with the search cache off (every request
// reaches the database) and on. One cursor walks the shuffled list, so no URL repeats before
// the whole list has been asked. Prints req/s and p50/p95/p99 overall, per kind of search, and
// for suggestions; the warm-up walks a different shuffle of the same list.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  callApi,
  cpuLine,
  cpuMeter,
  createApiRun,
  ensureApiBuilt,
  freePort,
  ms,
  percentile,
  startApi,
  walkList,
} from './lib/api-bench.mjs';
import {
  LABELS,
  apiEnv as baseEnv,
  generateDemoCatalogue,
  localPostmasterPid,
  waitForFacetCounts,
} from './lib/demo-catalogue.mjs';
import { createRandom } from './lib/util.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
// The warm-up also covers the search index's load at start (about 10 s at 100,000 products):
// the loads measure the steady state, where the index answers.
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
const SEED = Number(process.env.BENCH_SEED || 1);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || '';
const PGLITE = process.env.BENCH_PGLITE !== '0';
const MIN_SEARCHES = 1000;
const MIN_SUGGESTIONS = 500;
const TARGETS = { p95: 50, rps: 300, suggestP95: 20 };
const run = createApiRun('bench:api', 40);
let postmasterPid = null; // PostgreSQL's, when local: its CPU is metered

const get = (port, url, host) => callApi(port, 'GET', url, host, undefined, 120_000);
const apiEnv = (target, extra) => baseEnv(target, DATABASE_URL, extra);
const qs = (params) => new URLSearchParams(params).toString();
const search = (params) => `/catalog-public/products?${qs(params)}`;

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

// ---- typos and spellings ---------------------------------------------------------------------

const ACCENTS = /[\u0300-\u036f]/g;
const plain = (s) => s.normalize('NFD').replace(ACCENTS, '');

/** One edit of `kind` at a random place of a word of 4+ letters (the first letter kept). */
function typo(word, kind, random) {
  if (word.length < 4) return word;
  const i = random.int(1, word.length - 2);
  const letters = 'abcdefghijlmnoprstuv';
  switch (kind) {
    case 'delete':
      return word.slice(0, i) + word.slice(i + 1);
    case 'insert':
      return word.slice(0, i) + random.pick([...letters]) + word.slice(i);
    case 'replace': {
      const others = [...letters].filter((c) => c !== word[i]);
      return word.slice(0, i) + random.pick(others) + word.slice(i + 1);
    }
    default: // transpose two different neighbours
      for (let j = i; j < word.length - 1; j++) {
        if (word[j] !== word[j + 1])
          return word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2);
      }
      return word.slice(0, i) + word.slice(i + 1);
  }
}
const KINDS = ['delete', 'insert', 'replace', 'transpose'];

/** The description with `edits` typos in its longest words (4+ letters for one, 9+ for two). */
function withTypos(text, edits, random) {
  const words = text.toLowerCase().split(' ');
  const order = words
    .map((w, i) => [w, i])
    .filter(([w]) => w.length >= (edits === 2 ? 9 : 4))
    .sort((a, b) => b[0].length - a[0].length);
  if (order.length === 0) return null;
  const [word, at] = order[0];
  let changed = word;
  for (let e = 0; e < edits; e++) changed = typo(changed, random.pick(KINDS), random);
  words[at] = changed;
  return words.join(' ');
}

/** A plural of the description's first word, as a visitor may type it. */
function pluralOf(text) {
  const [first, ...rest] = text.toLowerCase().split(' ');
  const p = first.endsWith('ão')
    ? `${first.slice(0, -2)}ões`
    : first.endsWith('l')
      ? `${first.slice(0, -1)}is`
      : /[rz]$/.test(first)
        ? `${first}es`
        : first.endsWith('m')
          ? `${first.slice(0, -1)}ns`
          : `${first}s`;
  return [p, ...rest].join(' ');
}

/** A code typed another way: punctuation dropped or changed, lower case. */
function respell(code, random) {
  const plainCode = code.replace(/[^A-Za-z0-9]/g, '');
  return random.pick([plainCode, plainCode.toLowerCase(), code.replace(/[^A-Za-z0-9]/g, ' ')]);
}

// ---- the mix ---------------------------------------------------------------------------------

/** Everything the mix is made of, read through the public API as a visitor's browser could. */
async function readCatalogue(port, host, random) {
  const first = await get(port, search({ pageSize: 100, sort: 'code' }), host);
  const pages = Math.max(1, Math.ceil(first.total / 100));
  const items = [...first.items];
  for (const page of random.sample(
    Array.from({ length: Math.min(pages, 10_000) }, (_, i) => i + 1),
    Math.min(pages, 14),
  )) {
    items.push(...(await get(port, search({ pageSize: 100, sort: 'code', page }), host)).items);
  }
  const details = [];
  for (const item of random.sample(items, 260)) {
    details.push(await get(port, `/catalog-public/products/${item.id}`, host));
  }
  const factories = await get(port, '/catalog-public/vehicles/factories', host);
  const models = [];
  for (const f of factories) {
    for (const model of await get(port, `/catalog-public/vehicles/models?factory=${f.id}`, host)) {
      models.push({ factory: f, model });
    }
  }
  const descriptions = [...new Set(items.map((i) => i.description))];
  const brands = first.facets.brand ?? [];
  return { first, items, details, factories, models, descriptions, brands };
}

/** At least MIN_SEARCHES distinct search URLs of every kind, shuffled; [kind, url] pairs. */
function buildMix(cat, random) {
  const out = new Map(); // url -> kind (distinct URLs only)
  const add = (kind, params) => {
    const url = search(params);
    if (!out.has(url)) out.set(url, kind);
  };
  const { items, details, descriptions, brands, models, first } = cat;
  const apps = details.flatMap((d) =>
    d.applications.map((a) => ({ d, a, year: a.yearStart ?? 2015 })),
  );
  for (const it of random.sample(items, 130)) add('code exact', { q: it.code });
  for (const it of random.sample(items, 90)) {
    add('code prefix', { q: it.code.slice(0, random.int(3, Math.max(3, it.code.length - 2))) });
  }
  for (const it of random.sample(items, 60)) add('code respelled', { q: respell(it.code, random) });
  for (const d of details.filter((x) => x.oeRefs.length).slice(0, 70)) {
    add('OE reference', { q: random.pick(d.oeRefs).code });
  }
  for (const d of details.filter((x) => x.crossRefs.length).slice(0, 70)) {
    add('competitor reference', { q: random.pick(d.crossRefs).code });
  }
  for (const d of details.filter((x) => x.pack.ean13 && /^\d+$/.test(x.pack.ean13)).slice(0, 40)) {
    add('EAN', { q: d.pack.ean13 });
  }
  for (const text of descriptions) {
    add('description', { q: text.toLowerCase() });
    add('description', { q: plain(text).toLowerCase() });
    add('description', { q: pluralOf(text) });
  }
  for (const it of random.sample(
    items.filter((i) => i.complement),
    60,
  )) {
    add('description + complement', { q: `${it.description} ${it.complement}`.toLowerCase() });
  }
  for (let i = 0; i < 160; i++) {
    const t = withTypos(plain(random.pick(descriptions)), 1, random);
    if (t) add('description, one typo', { q: t });
  }
  for (let i = 0; i < 60; i++) {
    const t = withTypos(plain(random.pick(descriptions)), 2, random);
    if (t) add('description, two typos', { q: t });
  }
  for (const it of random.sample(items, 50)) {
    add('description + brand', {
      q: `${it.description.split(' ')[0]} ${it.brand.name}`.toLowerCase(),
    });
  }
  for (const { d, a, year } of random.sample(apps, 110)) {
    const words = [d.description.name.split(' ')[0], a.vehicle.model];
    if (random.next() < 0.6) words.push(String(year));
    add('description + vehicle words', { q: words.join(' ').toLowerCase() });
  }
  for (const { factory, model } of random.sample(models, Math.min(models.length, 30))) {
    add('vehicle words', {
      q: `${random.next() < 0.5 ? `${factory.name} ` : ''}${model}`.toLowerCase(),
    });
  }
  for (const { d, a, year } of random.sample(apps, 60)) {
    add('vehicle picker', {
      factory: a.factory.id,
      vehicle: a.vehicle.model,
      year: String(year),
      ...(random.next() < 0.5 ? { q: d.description.name.split(' ')[0].toLowerCase() } : {}),
    });
  }
  const facetIds = (key) => (first.facets[key] ?? []).map((f) => f.id);
  for (let i = 0; i < 110; i++) {
    const key = random.pick(['brand', 'category', 'group', 'subgroup', 'factory']);
    const ids = facetIds(key);
    if (!ids.length) continue;
    const params = { [key]: random.pick(ids) };
    if (random.next() < 0.6) params.q = random.pick(descriptions).split(' ')[0].toLowerCase();
    if (random.next() < 0.3) params.brand = random.pick(facetIds('brand'));
    add('facet filters', params);
  }
  for (let i = 0; i < 70; i++) {
    add('deep page', {
      q: random.pick(descriptions).split(' ')[0].toLowerCase(),
      page: String(random.int(5, 40)),
      ...(random.next() < 0.5 ? { sort: random.pick(['code', 'description']) } : {}),
    });
  }
  for (const b of random.sample(brands, Math.min(brands.length, 20))) {
    add('browse', { brand: b.id, page: String(random.int(1, 20)) });
  }
  const list = random.shuffle([...out].map(([url, kind]) => [kind, url]));
  if (list.length < MIN_SEARCHES)
    throw new Error(`only ${list.length} distinct searches (< ${MIN_SEARCHES})`);
  return list;
}

/** What a visitor types into the box, letter by letter: prefixes of real words and codes. */
function buildSuggestMix(cat, random) {
  const out = new Set();
  const prefixes = (text, from) => {
    const t = text.toLowerCase();
    for (let n = from; n <= t.length; n += random.int(1, 3)) out.add(t.slice(0, n).trimEnd());
  };
  for (const d of cat.descriptions) prefixes(d, 2);
  for (const b of cat.brands) prefixes(b.name, 2);
  for (const { model } of cat.models) prefixes(model, 2);
  for (const it of random.sample(cat.items, 120)) prefixes(it.code, 2);
  for (let i = 0; i < 120; i++) {
    const t = withTypos(plain(random.pick(cat.descriptions)), 1, random);
    if (t) out.add(t.slice(0, random.int(4, t.length)));
  }
  const list = random
    .shuffle([...out].filter((q) => q.length >= 2))
    .map((q) => ['suggest', `/catalog-public/suggest?${qs({ q })}`]);
  if (list.length < MIN_SUGGESTIONS)
    throw new Error(`only ${list.length} suggestions (< ${MIN_SUGGESTIONS})`);
  return list;
}

// ---- load ------------------------------------------------------------------------------------

/**
 * One autocannon load walking `list` ([kind, url]) in order; answers grouped by kind, and the
 * CPU each process spent per answer (API, PostgreSQL when local, this load generator).
 */
async function walk(title, port, host, list, seconds) {
  const byKind = new Map();
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host },
  };
  const meter = cpuMeter(run.server.pid, postmasterPid);
  const result = await walkList(
    title,
    options,
    list,
    ([, url]) => url,
    byKind,
    ([kind]) => kind,
  );
  return { ...result, byKind, cpu: meter.stop(result.total) };
}

const row = (label, r) =>
  `  ${label.padEnd(30)}${r.rps === undefined ? ''.padStart(13) : `${r.rps.toFixed(1).padStart(7)} req/s`}` +
  `  p50 ${ms(r.p50).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  p99 ${ms(r.p99).padStart(9)}`;

function printKinds(byKind) {
  for (const [kind, k] of [...byKind].sort((a, b) => a[0].localeCompare(b[0]))) {
    const t = [...k.times].sort((a, b) => a - b);
    const p = { p50: percentile(t, 50), p95: percentile(t, 95), p99: percentile(t, 99) };
    console.log(`${row(`  ${kind}`, p)}  (${t.length} answers, ${JSON.stringify(k.statuses)})`);
  }
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
  let mix = null;
  for (const cache of ['off', 'on']) {
    const port = await freePort();
    await startServer(target, port, cache);
    const host = `demo.localhost:${port}`;
    if (target === 'postgres') await waitForFacetCounts(DATABASE_URL, port, host);
    postmasterPid = target === 'postgres' ? await localPostmasterPid(DATABASE_URL) : null;
    if (!mix) {
      const random = createRandom(SEED);
      const cat = await readCatalogue(port, host, random);
      mix = { searches: buildMix(cat, random), suggestions: buildSuggestMix(cat, random) };
      const kinds = new Map();
      for (const [kind] of mix.searches) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      console.log(
        `  mix: ${mix.searches.length} distinct searches (seed ${SEED}): ` +
          [...kinds].map(([k, n]) => `${k} ${n}`).join(', '),
      );
      console.log(`  suggestions: ${mix.suggestions.length} distinct prefixes`);
      console.log(`  ${CONNECTIONS} connections, ${SECONDS} s a load, ${os.cpus().length} cores`);
    }
    console.log(`\n${LABELS[target]}, search cache ${cache.toUpperCase()}:`);
    const warm = createRandom(SEED + 1);
    if (WARMUP > 0) await walk('warm-up', port, host, warm.shuffle(mix.searches), WARMUP);
    const r = await walk('searches', port, host, mix.searches, SECONDS);
    console.log(
      `${row('searches (the whole mix)', r)}  (${r.total} answers, ${r.asked} asked, ${JSON.stringify(r.statuses)})`,
    );
    printKinds(r.byKind);
    if (r.cpu) console.log(`  ${cpuLine(r.cpu)}`);
    results.push({ database: LABELS[target], cache, title: 'searches', ...r });
    if (cache === 'off') {
      if (WARMUP > 0) {
        await walk('warm-up', port, host, warm.shuffle(mix.suggestions), Math.min(WARMUP, 3));
      }
      const s = await walk('suggestions', port, host, mix.suggestions, SECONDS);
      console.log(`${row('suggestions', s)}  (${s.total} answers, ${JSON.stringify(s.statuses)})`);
      if (s.cpu) console.log(`  ${cpuLine(s.cpu)}`);
      results.push({ database: LABELS[target], cache, title: 'suggestions', ...s });
    }
    await run.stopServer();
  }
  await run.stop();
  return results;
}

async function main() {
  ensureApiBuilt('bench:api');
  const targets = [...(DATABASE_URL ? ['postgres'] : []), ...(PGLITE ? ['pglite'] : [])];
  if (!DATABASE_URL) console.log('[bench:api] BENCH_DATABASE_URL is not set: PGlite only');
  const results = [];
  for (const target of targets) results.push(...(await benchDatabase(target)));

  console.log(`\nSummary (${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s a load)`);
  for (const r of results)
    console.log(row(`${r.database} cache ${r.cache.toUpperCase()} ${r.title}`, r));
  for (const r of results.filter((x) => x.database === LABELS.postgres && x.cache === 'off')) {
    const ok =
      r.title === 'searches'
        ? r.p95 <= TARGETS.p95 && r.rps >= TARGETS.rps
        : r.p95 <= TARGETS.suggestP95;
    const target =
      r.title === 'searches'
        ? `p95 <= ${TARGETS.p95} ms and >= ${TARGETS.rps} req/s`
        : `p95 <= ${TARGETS.suggestP95} ms`;
    console.log(`target (PostgreSQL, cache off) ${r.title}: ${target}: ${ok ? 'MET' : 'NOT MET'}`);
  }
  const bad = results.filter((r) => Object.keys(r.statuses).some((s) => s !== '200'));
  if (bad.length > 0) {
    console.log(
      `non-200 answers in: ${bad.map((b) => `${b.database} ${b.cache} ${b.title}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

void run.finish(main);
