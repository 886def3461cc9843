import { sql } from 'drizzle-orm';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { createRandom, type Random } from '../catalog-seed/prng';
import { normalizeCode, normalizeText } from '../common/search-text';
import type { ProductSearchQuery } from './products.schemas';
import { readSearchState, searchProducts } from './products.service';
import { queryRows } from './query-rows';
import { loadSearchDictionary } from './search-dictionary';
import { loadSearchIndex } from './search-index';
import { searchWords, STOP_WORDS } from './search-words';

/**
 * The relevance suite: queries built from the generated catalogue's own descriptions, codes
 * and references — as written, without accents, in the plural, without stop words, with one
 * typo of each kind and with two — measured against the products that carry the description.
 * Prints recall and precision per kind of query; asserts recall >= 0.98 and precision >= 0.95
 * overall, the description's own products first, and an exact code always first.
 */
const DEMO = 'demo.localhost:3333';
const ACME = 'acme.localhost:3333';
const PRODUCTS = 2000;

interface Product {
  id: string;
  code: string;
  description_id: string;
  description: string;
  synonyms: string[] | null;
  oe: string | null;
}

interface Answer {
  items: { id: string; code: string }[];
  total: number;
  vehicle: { label: string; words: string[]; model: string | null; year: number | null } | null;
  didYouMean: string | null;
}

/** One edit of `kind` inside a word (never its first letter). */
function typo(word: string, kind: string, random: Random): string {
  const i = random.int(1, word.length - 2);
  const letters = 'bcdfgjkmpqvxz';
  switch (kind) {
    case 'deletion':
      return word.slice(0, i) + word.slice(i + 1);
    case 'insertion':
      return word.slice(0, i) + random.pick([...letters]) + word.slice(i);
    case 'substitution':
      return (
        word.slice(0, i) +
        random.pick([...letters].filter((c) => c !== word[i])) +
        word.slice(i + 1)
      );
    default: {
      for (let j = i; j < word.length - 1; j++) {
        if (word[j] !== word[j + 1])
          return word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2);
      }
      return word;
    }
  }
}

const plain = (s: string) => normalizeText(s);

/** The description's longest word changed by `edits` typos, or null when it is too short. */
function misspelt(name: string, kinds: string[], random: Random): string | null {
  const words = plain(name).split(' ');
  const longest = [...words].sort((a, b) => b.length - a.length)[0]!;
  // The typed word must keep the length that forgives that many typos (4+ for one, 9+ for two).
  const min = kinds.length === 2 ? 10 : 5;
  if (longest.length < min) return null;
  let changed = longest;
  for (const kind of kinds) changed = typo(changed, kind, random);
  return words.map((w) => (w === longest ? changed : w)).join(' ');
}

function pluralOfFirst(name: string): string {
  const [first, ...rest] = plain(name).split(' ');
  const p = first!.endsWith('ao')
    ? `${first!.slice(0, -2)}oes`
    : first!.endsWith('l')
      ? `${first!.slice(0, -1)}is`
      : /[rz]$/.test(first!)
        ? `${first}es`
        : first!.endsWith('m')
          ? `${first!.slice(0, -1)}ns`
          : `${first}s`;
  return [p, ...rest].join(' ');
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, {
    extend: (app) => generateTestCatalogues(app, PRODUCTS, 80),
    setupTimeoutMs: 240_000,
  });
  const search = async (params: Record<string, string | number>, host = DEMO) => {
    const query = new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/catalog-public/products?${query}`,
      headers: { host },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Answer;
  };
  /** Every result of q (all pages). */
  const everything = async (q: string) => {
    const first = await search({ q, pageSize: 100 });
    const items = [...first.items];
    for (let page = 2; items.length < first.total; page++) {
      items.push(...(await search({ q, pageSize: 100, page })).items);
    }
    return { ...first, items };
  };
  const catalogue = async () => {
    const t = await tenantId(ctx.app, 'demo');
    return queryRows<Product>(
      ctx.app.db,
      sql`select p.id, p.code, p.description_id, d.name as description, d.synonyms,
          (select code from product_oe_refs o where o.tenant_id = p.tenant_id
            and o.product_id = p.id order by code limit 1) as oe
        from products p join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
        where p.tenant_id = ${t} and p.status <> 'draft'`,
    );
  };

  it('folds words in the database exactly as the search folds what is typed', async () => {
    const t = await tenantId(ctx.app, 'demo');
    const texts = await queryRows<{ text: string }>(
      ctx.app.db,
      sql`select name as text from descriptions where tenant_id = ${t}
        union select unnest(synonyms) from descriptions where tenant_id = ${t}
        union select distinct complement from products where tenant_id = ${t} and complement is not null
        union select name from brands where tenant_id = ${t}`,
    );
    const extra = [
      'Pistões, ANÉIS e Faróis p/ Gol',
      'coxins motores luzes kits gás abs cross',
      '  ',
    ];
    const all = [...texts.map((r) => r.text), ...extra];
    const [row] = await queryRows<{ folded: string[] }>(
      ctx.app.db,
      sql`select array_agg(catalog_search_words(x) order by n) as folded
        from unnest(${`{${all.map((x) => JSON.stringify(x)).join(',')}}`}::text[]) with ordinality u(x, n)`,
    );
    expect(row!.folded).toEqual(all.map((x) => searchWords(x).join(' ')));
    expect(all.length).toBeGreaterThan(60);
  });

  it('finds every product of a description however it is typed, and little else', async () => {
    const products = await catalogue();
    const byDescription = new Map<string, Product[]>();
    for (const p of products) {
      byDescription.set(p.description_id, [...(byDescription.get(p.description_id) ?? []), p]);
    }
    // The products whose description (name or synonym) has every word of the query's name.
    const carries = (name: string) => {
      const wanted = plain(name)
        .split(' ')
        .filter((w) => !STOP_WORDS.has(w));
      return new Set(
        products
          .filter((p) =>
            [p.description, ...(p.synonyms ?? [])].some((form) => {
              const words = plain(form).split(' ');
              return wanted.every((w) => words.includes(w));
            }),
          )
          .map((p) => p.id),
      );
    };
    const random = createRandom(20_261_126);
    const stats = new Map<
      string,
      {
        found: number;
        relevant: number;
        retrieved: number;
        right: number;
        firstRight: number;
        first: number;
        queries: number;
      }
    >();
    for (const [, group] of byDescription) {
      const name = group[0]!.description;
      const relevant = new Set(group.map((p) => p.id));
      const acceptable = carries(name);
      const queries: [string, string | null][] = [
        ['as written', name.toLowerCase()],
        ['no accents', plain(name)],
        ['upper case', name.toUpperCase()],
        ['plural', pluralOfFirst(name)],
        [
          'no stop words',
          plain(name)
            .split(' ')
            .filter((w) => !STOP_WORDS.has(w))
            .join(' '),
        ],
        ...(['deletion', 'insertion', 'substitution', 'transposition'] as const).map(
          (k): [string, string | null] => [`one ${k}`, misspelt(name, [k], random)],
        ),
        [
          'two typos',
          misspelt(
            name,
            [
              random.pick(['insertion', 'substitution', 'transposition']),
              random.pick(['insertion', 'substitution', 'transposition']),
            ],
            random,
          ),
        ],
      ];
      for (const [kindOfQuery, q] of queries) {
        if (!q) continue;
        const answer = await everything(q);
        const ids = answer.items.map((i) => i.id);
        const s = stats.get(kindOfQuery) ?? {
          found: 0,
          relevant: 0,
          retrieved: 0,
          right: 0,
          firstRight: 0,
          first: 0,
          queries: 0,
        };
        s.queries++;
        s.relevant += relevant.size;
        s.found += ids.filter((id) => relevant.has(id)).length;
        s.retrieved += ids.length;
        s.right += ids.filter((id) => acceptable.has(id)).length;
        const first = ids.slice(0, Math.min(24, relevant.size));
        s.first += first.length;
        s.firstRight += first.filter((id) => relevant.has(id)).length;
        stats.set(kindOfQuery, s);
      }
    }
    const total = {
      found: 0,
      relevant: 0,
      retrieved: 0,
      right: 0,
      firstRight: 0,
      first: 0,
      queries: 0,
    };
    const lines = [
      `search relevance on ${kind}, ${products.length} published products, ${byDescription.size} descriptions:`,
    ];
    const fmt = (x: number) => x.toFixed(3);
    for (const [k, s] of stats) {
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += s[key];
      lines.push(
        `  ${k.padEnd(20)} ${String(s.queries).padStart(3)} queries  recall ${fmt(s.found / s.relevant)}  precision ${fmt(s.right / Math.max(1, s.retrieved))}  first page ${fmt(s.firstRight / s.first)}`,
      );
    }
    const recall = total.found / total.relevant;
    const precision = total.right / total.retrieved;
    const firstPage = total.firstRight / total.first;
    lines.push(
      `  ${'all'.padEnd(20)} ${String(total.queries).padStart(3)} queries  recall ${fmt(recall)}  precision ${fmt(precision)}  first page ${fmt(firstPage)}`,
    );
    console.log(lines.join('\n'));
    expect(total.queries).toBeGreaterThan(300);
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(firstPage).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  it('answers an exact code first, typed any way, and finds OE references', async () => {
    const products = await catalogue();
    const random = createRandom(7);
    let refs = 0;
    for (const p of random.sample(products, 60)) {
      for (const q of [p.code, p.code.toLowerCase(), p.code.replace(/[^A-Za-z0-9]/g, ' ')]) {
        const { items } = await search({ q });
        expect(normalizeCode(items[0]!.code)).toBe(normalizeCode(p.code));
      }
      if (p.oe) {
        const { items } = await search({ q: p.oe, pageSize: 100 });
        expect(items.map((i) => i.id)).toContain(p.id);
        refs++;
      }
    }
    expect(refs).toBeGreaterThan(10);
  }, 120_000);

  it('reads a vehicle in the words and narrows to the products that fit it', async () => {
    const t = await tenantId(ctx.app, 'demo');
    const [fit] = await queryRows<{ model: string; year: number; description: string }>(
      ctx.app.db,
      sql`select v.model, coalesce(a.year_start, v.year_start) as year, d.name as description
        from product_applications a join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
        join products p on p.tenant_id = a.tenant_id and p.id = a.product_id
        join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
        where a.tenant_id = ${t} and p.status <> 'draft' and d.name like 'PASTILHA%'
        order by v.model limit 1`,
    );
    const word = plain(fit!.description).split(' ')[0]!;
    const q = `${word} ${fit!.model.toLowerCase()} ${fit!.year}`;
    const answer = await everything(q);
    expect(answer.vehicle).toMatchObject({ model: fit!.model, year: fit!.year });
    expect(answer.vehicle!.words).toEqual([
      ...normalizeText(fit!.model).split(' '),
      String(fit!.year),
    ]);
    const expected = await queryRows<{ id: string }>(
      ctx.app.db,
      sql`select distinct p.id from products p
        join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
        join product_applications a on a.tenant_id = p.tenant_id and a.product_id = p.id
        join vehicles v on v.tenant_id = a.tenant_id and v.id = a.vehicle_id
        where p.tenant_id = ${t} and p.status <> 'draft' and v.model = ${fit!.model}
          and ${fit!.year} between coalesce(a.year_start, v.year_start)
            and coalesce(a.year_end, v.year_end, 9999)
          and catalog_search_words(p.search_text || ' ' || p.brand_name) ~ ${`(^| )${word}`}`,
    );
    expect(answer.items.map((i) => i.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(answer.total).toBe(expected.length);
  });

  it('answers from the in-memory index exactly as the SQL search, for every kind of query', async () => {
    const t = await tenantId(ctx.app, 'demo');
    const [tenant] = await queryRows<{ id: string }>(
      ctx.app.db,
      sql`select * from tenants where id = ${t}`,
    );
    const db = ctx.app.db;
    const dict = await loadSearchDictionary(db, t);
    const index = await loadSearchIndex(db, t);
    const products = await catalogue();
    const [ids] = await queryRows<{
      brands: string[];
      categories: string[];
      groups: string[];
      subgroups: string[];
      factories: string[];
      vehicles: { id: string; model: string; factory_id: string; year: number | null }[];
      eans: string[];
      cross: string[];
    }>(
      db,
      sql`select
        (select array_agg(distinct brand_id::text) from products where tenant_id = ${t}) as brands,
        (select array_agg(distinct category_id::text) from products where tenant_id = ${t}) as categories,
        (select array_agg(distinct group_id::text) from products where tenant_id = ${t}) as groups,
        (select array_agg(distinct subgroup_id::text) from products where tenant_id = ${t}) as subgroups,
        (select array_agg(id::text) from factories where tenant_id = ${t}) as factories,
        (select json_agg(json_build_object('id', v.id, 'model', v.model,
            'factory_id', v.factory_id, 'year', coalesce(v.year_start, 2010) + 2))
          from vehicles v where v.tenant_id = ${t}) as vehicles,
        (select array_agg(ean13) from (select ean13 from products where tenant_id = ${t}
          and ean13 ~ '^[0-9]+$' limit 30) e) as eans,
        (select array_agg(code) from (select code from product_cross_refs
          where tenant_id = ${t} limit 30) x) as cross`,
    );
    const random = createRandom(7);
    const some = <T>(list: T[] | null, n: number) => random.sample(list ?? [], n);
    const queries: Partial<ProductSearchQuery>[] = [{}, { sort: 'code' }, { sort: 'description' }];
    for (const p of random.sample(products, 40)) {
      queries.push(
        { q: p.code },
        { q: p.code.slice(0, 4) },
        { q: p.code.toLowerCase().replace(/-/g, ' ') },
      );
      if (p.oe) queries.push({ q: p.oe }, { q: p.oe.slice(0, 5) });
    }
    const names = [...new Set(products.map((p) => p.description))];
    for (const name of names) {
      queries.push(
        { q: name },
        { q: pluralOfFirst(name) },
        { q: plain(name).split(' ')[0]!.slice(0, 3) },
      );
      const typoed = misspelt(name, ['substitution'], random);
      if (typoed) queries.push({ q: typoed });
    }
    for (const v of some(ids!.vehicles, 25)) {
      const word = plain(random.pick(names)).split(' ')[0]!;
      queries.push(
        { q: `${word} ${v.model} ${v.year}` },
        { q: `${v.model}` },
        { vehicle: v.model, year: v.year! },
        { vehicle: v.id, q: word },
        { factory: v.factory_id, vehicle: v.model },
      );
    }
    for (const e of some(ids!.eans, 10)) queries.push({ q: e });
    for (const x of some(ids!.cross, 10)) queries.push({ q: x });
    for (const b of some(ids!.brands, 5))
      queries.push({ brand: b }, { brand: b, q: plain(random.pick(names)) });
    for (const c of some(ids!.categories.filter(Boolean), 5))
      queries.push({ category: c }, { category: c, sort: 'description' });
    for (const g of some(ids!.groups.filter(Boolean), 5))
      queries.push({ group: g, brand: random.pick(ids!.brands) });
    for (const s of some(ids!.subgroups.filter(Boolean), 5)) queries.push({ subgroup: s, q: 'a' });
    for (const f of some(ids!.factories, 5))
      queries.push({ factory: f }, { factory: f, q: plain(random.pick(names)) });
    queries.push({ q: 'zzzzqqqq' }, { q: 'pxstxlha de freio' }, { q: '---' }, { q: 'de' });
    // Pages and sorts over every query kind.
    const all = queries.flatMap((q, k) => [
      q,
      {
        ...q,
        sort: (['relevance', 'code', 'description'] as const)[k % 3],
        page: 1 + (k % 4),
        pageSize: 7,
      },
    ]);
    let compared = 0;
    let found = 0;
    for (const params of all) {
      const query = { page: 1, pageSize: 24, sort: 'relevance', ...params } as ProductSearchQuery;
      const sqlAnswer = await searchProducts(db, tenant as never, query, dict, () => undefined, {
        index: null,
      });
      // The route's way: the index, and the levels read with the catalogue version.
      const memory = await searchProducts(db, tenant as never, query, dict, () => undefined, {
        index,
        levels: (await readSearchState(db, t)).levels,
      });
      expect({ params, ...memory.result }).toEqual({ params, ...sqlAnswer.result });
      compared++;
      if (sqlAnswer.result.total > 0) found++;
    }
    console.log(`[${kind}] index vs SQL: ${compared} searches compared, ${found} with results`);
    expect(found).toBeGreaterThan(compared / 2);
  }, 240_000); // 2 × 1,284 searches: minutes on a busy 2-core machine

  it('offers "did you mean" when nothing is found, and only a query that finds something', async () => {
    const none = await search({ q: 'pxstxlha de freio' });
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('pastilha freio');
    expect((await search({ q: none.didYouMean! })).total).toBeGreaterThan(0);
    const nothingClose = await search({ q: 'zzzzqqqq' });
    expect(nothingClose).toMatchObject({ total: 0, didYouMean: null });
    expect((await search({ q: 'pastilha' })).didYouMean).toBeNull();
  });

  it('suggests descriptions, vehicles and codes of the Host tenant only', async () => {
    const suggest = async (q: string, host = DEMO) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/catalog-public/suggest?${new URLSearchParams({ q })}`,
        headers: { host },
      });
      return res;
    };
    const past = (await suggest('past')).json() as {
      items: { kind: string; label: string; q: string; productId: string | null }[];
    };
    expect(past.items[0]).toEqual({
      kind: 'description',
      label: 'PASTILHA DE FREIO',
      q: 'PASTILHA DE FREIO',
      productId: null,
    });
    const typo = (await suggest('pastiha')).json() as typeof past;
    expect(typo.items[0]!.label).toBe('PASTILHA DE FREIO');
    const [product] = await catalogue();
    const prefix = product!.code.slice(0, 5);
    const codes = ((await suggest(prefix)).json() as typeof past).items.filter(
      (i) => i.kind === 'code',
    );
    expect(codes.length).toBeGreaterThan(0);
    for (const c of codes) {
      expect(normalizeCode(c.q).startsWith(normalizeCode(prefix))).toBe(true);
      expect(c.productId).toMatch(/^[0-9a-f-]{36}$/);
    }
    // acme's codes are its own: demo's prefix finds none of demo's products there.
    const acme = ((await suggest(prefix, ACME)).json() as typeof past).items;
    expect(acme.filter((i) => i.productId === product!.id)).toEqual([]);
    expect((await suggest('')).statusCode).toBe(400);
    expect((await suggest('x'.repeat(101))).statusCode).toBe(400);
  });
});
