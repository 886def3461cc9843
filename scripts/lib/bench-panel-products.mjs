// The product part of bench:panel (issue 10): a varied list mix read from the catalogue, product
// reads and saves under load, and a 10,000-line CSV import with the API's memory.
import fs from 'node:fs';
import http from 'node:http';
import { callApi, percentile } from './api-bench.mjs';

const AREA = '/panel/portifolio/products';
const PAGE_SIZES = [10, 25, 50, 100];
const SORTS = ['code', 'description', 'brand', 'status', 'completeness', 'updatedAt'];
const IMPORT_LINES = 10_000;
const MAX_PAGE = 10_000;
const READ_ONLY = [
  'id',
  'brand',
  'description',
  'replacedBy',
  'completeness',
  'createdAt',
  'updatedAt',
  'updatedBy',
];

const withoutAccents = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const listUrl = (params) => {
  const search = new URLSearchParams(params).toString();
  return `${AREA}${search ? `?${search}` : ''}`;
};

/** Rows the mix is made from: random list pages, and the details of some of them. */
async function sampleProducts(api, random) {
  const { total } = await api.get(listUrl({ pageSize: '1' }));
  const items = [];
  for (let i = 0; i < 12; i++) {
    const page = random.int(1, Math.max(1, Math.floor(total / 100)));
    const res = await api.get(listUrl({ page: String(page), pageSize: '100', sort: 'code:asc' }));
    items.push(...res.items);
  }
  const details = [];
  for (const item of random.sample(items, 80)) details.push(await api.get(`${AREA}/${item.id}`));
  return { total, items, details };
}

/** What staff type: codes whole, by prefix, without punctuation; words; references; EANs. */
function searchesOf(sample, random) {
  const qs = new Set();
  for (const item of random.sample(sample.items, 40)) {
    const code = item.code;
    qs.add(code);
    qs.add(code.slice(0, random.int(2, Math.max(2, code.length - 1))));
    qs.add(code.replace(/[^0-9a-z]/gi, '').toLowerCase());
    const words = item.description.split(/\s+/).filter((w) => w.length > 2);
    if (words.length > 0) qs.add(withoutAccents(random.pick(words)).toLowerCase());
    if (words.length > 1) qs.add(`${words[0]} ${words.at(-1)}`);
  }
  for (const d of random.sample(sample.details, 40)) {
    if (d.oeRefs[0]) qs.add(random.pick(d.oeRefs).code);
    if (d.crossRefs[0]) qs.add(random.pick(d.crossRefs).code);
    if (d.ean13 && /^\d+$/.test(d.ean13)) qs.add(d.ean13);
  }
  return [...qs].filter((q) => q.trim().length > 0);
}

function filtersOf(sample, random) {
  const ids = (key) => [...new Set(sample.details.map((d) => d[key]).filter(Boolean))];
  const users = [...new Set(sample.items.map((i) => i.updatedBy?.id).filter(Boolean))];
  const days = Array.from({ length: 10 }, (_, i) =>
    new Date(Date.now() - i * 86_400_000 * random.int(1, 30)).toISOString().slice(0, 10),
  );
  return [
    { param: 'brand', values: random.sample(ids('brandId'), 12) },
    { param: 'category', values: random.sample(ids('categoryId'), 10) },
    { param: 'group', values: random.sample(ids('groupId'), 12) },
    { param: 'subgroup', values: random.sample(ids('subgroupId'), 15) },
    { param: 'status', values: ['draft', 'published', 'discontinued'] },
    { param: 'hasImage', values: ['true', 'false'] },
    { param: 'completenessBelow', values: ['30', '50', '80', '100'] },
    { param: 'updatedSince', values: days.map((d) => `${d}T03:00:00.000Z`) },
    { param: 'updatedBy', values: users },
  ].filter((f) => f.values.length > 0);
}

/** The distinct product list URLs: searches, filters, pairs, every sort both ways, deep pages. */
export async function productListMix(api, random, cap) {
  const sample = await sampleProducts(api, random);
  const qs = searchesOf(sample, random);
  const filters = filtersOf(sample, random);
  const bases = [{}, ...qs.map((q) => ({ q }))];
  for (const f of filters) for (const v of f.values) bases.push({ [f.param]: v });
  for (let i = 0; i < 150; i++) {
    const f = random.pick(filters);
    bases.push({ q: random.pick(qs), [f.param]: random.pick(f.values) });
    const [g, h] = random.sample(filters, 2);
    bases.push({ [g.param]: random.pick(g.values), [h.param]: random.pick(h.values) });
  }
  const sorts = SORTS.flatMap((s) => [`${s}:asc`, `${s}:desc`]);
  const urls = new Set();
  // Deep pages of the whole list in every sort, at every page size.
  for (const sort of sorts) {
    for (const size of PAGE_SIZES) {
      // The API takes pages up to 10,000 (more than 100,000 products at 10 a page).
      const last = Math.min(MAX_PAGE, Math.ceil(sample.total / size));
      for (const page of [1, 2, random.int(3, last), random.int(3, last), last])
        urls.add(listUrl({ sort, page: String(page), pageSize: String(size) }));
    }
  }
  // Then what users do with a list: open it (a search or filters, a sort, a page size), often
  // page on, sometimes re-sort it, now and then jump further; until `cap` distinct URLs.
  const add = (base, sort, size, page) => {
    const params = { ...base };
    if (sort) params.sort = sort;
    if (page > 1 || random.next() < 0.5) params.page = String(page);
    params.pageSize = String(size);
    urls.add(listUrl(params));
  };
  for (let tries = 0; urls.size < cap && tries < cap * 20; tries++) {
    const base = random.pick(bases);
    let sort = random.next() < 0.9 ? random.pick(sorts) : undefined;
    const size = random.pick(PAGE_SIZES);
    add(base, sort, size, 1);
    let page = 1;
    while (page < 20 && random.next() < 0.45) add(base, sort, size, ++page);
    if (random.next() < 0.3) {
      sort = random.pick(sorts);
      add(base, sort, size, 1);
      if (random.next() < 0.4) add(base, sort, size, 2);
    }
    if (random.next() < 0.1) add(base, sort, size, random.int(page + 1, page + 40));
  }
  return { sample, bases: bases.length, urls: [...urls] };
}

/**
 * Reads and saves: `connections` workers each read a product (GET) and save it back changed
 * (PUT with its version, the complement toggled) for `seconds`, taking `ids` in turn.
 */
export async function productReadsAndSaves(api, ids, connections, seconds) {
  const reads = [];
  const saves = [];
  const failures = [];
  // The products in turn, round and round for the whole run (each read again before its save,
  // so its version is current; 16 workers never hold one product at once among ~1,000).
  let next = 0;
  const until = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < until) {
      const id = ids[next++ % ids.length];
      let t = performance.now();
      let product;
      try {
        product = await api.get(`${AREA}/${id}`);
        reads.push(performance.now() - t);
      } catch (error) {
        failures.push(error.message.slice(0, 200));
        continue;
      }
      // The read-only parts of the answer stay out of the body (the API refuses unknown fields).
      const body = { ...product };
      for (const key of READ_ONLY) delete body[key];
      body.complement = body.complement === 'BENCH' ? null : 'BENCH';
      t = performance.now();
      try {
        await api.put(`${AREA}/${id}`, body);
        saves.push(performance.now() - t);
      } catch (error) {
        failures.push(error.message.slice(0, 200));
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const stats = (title, times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      title,
      rps: sorted.length / elapsed,
      total: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      errors: failures.length,
      non2xx: 0,
    };
  };
  return { read: stats('product read', reads), save: stats('product save', saves), failures };
}

/** The API process's resident memory now and at its peak (Linux), in MB. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/**
 * A 10,000-line CSV of new products (one exported product's line with new codes): the dry run,
 * then the import, timed, with the API's resident memory before and its peak after.
 */
export async function productImport(api, port, pid, anId) {
  const exported = await api.text(`${AREA}/export.csv?ids=${anId}`);
  const [header, line] = exported.replace(/^\uFEFF/, '').split(/\r?\n/);
  const columns = header.split(';');
  const codeAt = columns.indexOf('Código');
  const idAt = columns.findIndex((c) => c === 'ID');
  if (codeAt < 0 || !line) throw new Error(`unexpected export: ${header}`);
  const cells = line.split(';');
  const stamp = Date.now().toString(36).toUpperCase();
  const lines = [header];
  for (let i = 1; i <= IMPORT_LINES; i++) {
    const row = [...cells];
    row[codeAt] = `BENCH-${stamp}-${String(i).padStart(5, '0')}`;
    if (idAt >= 0) row[idAt] = '';
    lines.push(row.join(';'));
  }
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
  const before = memoryOf(pid);
  const timed = async (dryRun) => {
    const t = performance.now();
    const report = await api.post(`${AREA}/import?dryRun=${dryRun}`, csv, 'text/csv');
    return { seconds: (performance.now() - t) / 1000, report };
  };
  const dry = await timed(true);
  const real = await timed(false);
  const after = memoryOf(pid);
  return { lines: IMPORT_LINES, bytes: Buffer.byteLength(csv), dry, real, before, after };
}

export const importLine = (r) =>
  `  import of ${r.lines} lines (${(r.bytes / 1e6).toFixed(1)} MB): dry run ${r.dry.seconds.toFixed(2)} s ` +
  `(${r.dry.report.created} new, ${r.dry.report.errors.length} errors), import ${r.real.seconds.toFixed(2)} s ` +
  `(${r.real.report.created} created); API memory ${r.before.rss.toFixed(0)} MB before, peak ` +
  `${r.after.peak.toFixed(0)} MB (was ${r.before.peak.toFixed(0)} MB), ${r.after.rss.toFixed(0)} MB after`;

/** Extra calls the product bench needs on top of the list client (`get`, `host`, `headers`). */
export function productClient(port, api) {
  const raw = (method, url, body, contentType) =>
    new Promise((resolve, reject) => {
      const headers = { host: api.host, ...api.headers };
      if (body) headers['content-type'] = contentType;
      const req = http.request(
        { host: '127.0.0.1', port, method, path: url, headers, timeout: 600_000 },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          // 422 is an import's report of bad lines: an answer, not a failure of the call.
          res.on('end', () =>
            res.statusCode >= 300 && res.statusCode !== 422
              ? reject(new Error(`${method} ${url}: ${res.statusCode} ${text.slice(0, 300)}`))
              : resolve(text),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${url}: timed out`)));
      req.on('error', reject);
      req.end(body);
    });
  return {
    ...api,
    put: (url, body) => callApi(port, 'PUT', url, api.host, body, 60_000, api.headers),
    text: (url) => raw('GET', url),
    post: async (url, body, contentType) => JSON.parse(await raw('POST', url, body, contentType)),
  };
}
