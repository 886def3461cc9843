import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import { expectStatus, rowsOf, type Tree } from '../../../test/helpers/portfolio';
import {
  fullBody,
  productTree,
  PRODUCTS,
  putBody,
  type Product,
} from '../../../test/helpers/products';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import {
  MIGRATIONS_FOLDER,
  openDatabase,
  type Database,
  type Db,
  type DatabaseKind,
} from '../../db/client';
import { seed } from '../../db/seed';
import { queryRows } from '../catalog-public/query-rows';
import { generateCatalogue, DEMO_PROFILE } from '../catalog-seed/catalog-seed.service';

// product_list_counts (migration 0018): the products counted by the list's equality filters,
// kept by statement triggers. After every kind of write it must be the products grouped and
// counted, and the list's totals summed from it must be the plain counts.

const NIL = '00000000-0000-0000-0000-000000000000';

/** The kept counts and the products counted now, every tenant, as sorted lines. */
async function countsAndProducts(db: Db) {
  const kept = await queryRows<{ line: string }>(
    db,
    sql`select concat_ws('|', tenant_id, brand_id, category_id, group_id, subgroup_id, status,
        has_image, n) as line
      from product_list_counts where n <> 0 order by 1`,
  );
  const nil = sql.raw(`'${NIL}'::uuid`);
  const counted = await queryRows<{ line: string }>(
    db,
    sql`select concat_ws('|', tenant_id, brand_id, coalesce(category_id, ${nil}),
        coalesce(group_id, ${nil}), coalesce(subgroup_id, ${nil}), status, has_image,
        count(*)) as line
      from products group by tenant_id, brand_id, coalesce(category_id, ${nil}),
        coalesce(group_id, ${nil}), coalesce(subgroup_id, ${nil}), status, has_image
      order by 1`,
  );
  const negative = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from product_list_counts where n < 0`,
  );
  return {
    kept: kept.map((r) => r.line),
    counted: counted.map((r) => r.line),
    negative: negative[0]!.n,
  };
}

async function expectExact(db: Db, step: string) {
  const { kept, counted, negative } = await countsAndProducts(db);
  expect([step, negative, kept]).toEqual([step, 0, counted]);
}

forEachDatabase((kind) => {
  // The SQL list's totals: the list in memory (list-index.ts, which counts its own) is off.
  const ctx = useTestApp(kind, {
    env: { PRODUCT_LIST_INDEX: 'off' },
    extend: (app) => generateTestCatalogues(app, 120, 10),
  });
  let t: Tokens;
  let tree: Tree;
  let other: Tree;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    tree = await productTree(ctx.app, t.owner, 'CNT');
    other = await productTree(ctx.app, t.owner, 'CN2');
  });
  const db = () => ctx.app.db;
  const list = async (query: string) =>
    (await expectStatus(ctx.app, { token: t.owner, url: `${PRODUCTS}?${query}` }, 200)) as {
      total: number;
      items: Product[];
    };
  const create = (code: string, extra: Record<string, unknown> = {}) =>
    expectStatus(
      ctx.app,
      { token: t.owner, method: 'POST', url: PRODUCTS, body: fullBody(ctx.app, tree, code, extra) },
      201,
    ) as Promise<Product>;
  const save = (p: Product, changes: Record<string, unknown>) =>
    expectStatus(
      ctx.app,
      { token: t.owner, method: 'PUT', url: `${PRODUCTS}/${p.id}`, body: putBody(p, changes) },
      200,
    ) as Promise<Product>;
  const bulk = (body: object) =>
    expectStatus(ctx.app, { token: t.owner, method: 'POST', url: `${PRODUCTS}/bulk`, body }, 200);
  const inTenant = (query: (tenant: string) => ReturnType<typeof sql>) =>
    rowsOf(ctx.app, 'demo', query);

  /** Every summed filter combination of some products, total against a plain count. */
  async function expectTotals(step: string) {
    const [row] = await inTenant(
      (tenant) => sql`select brand_id, category_id, group_id, subgroup_id
        from products where tenant_id = ${tenant} and category_id is not null
          and group_id is not null and subgroup_id is not null
        order by code_norm limit 1`,
    );
    const r = row as {
      brand_id: string;
      category_id: string;
      group_id: string;
      subgroup_id: string;
    };
    const queries = [
      `brand=${r.brand_id}&status=published`,
      `brand=${r.brand_id}&hasImage=true`,
      `brand=${tree.brands!.id}&status=draft`,
      `category=${r.category_id}&status=published`,
      `category=${tree.categories!.id}&group=${tree.groups!.id}&hasImage=false`,
      `group=${r.group_id}&subgroup=${r.subgroup_id}&status=draft&hasImage=true`,
      `brand=${r.brand_id}&category=${r.category_id}&group=${r.group_id}&subgroup=${r.subgroup_id}&status=published&hasImage=true`,
      'status=discontinued&hasImage=false',
      `category=${NIL}`,
      `brand=${NIL}&status=draft`,
    ];
    for (const query of queries) {
      const params = new URLSearchParams(query);
      const [plain] = await inTenant(
        (tenant) => sql`select count(*)::int as n from products t where t.tenant_id = ${tenant}
          ${params.get('brand') ? sql`and t.brand_id = ${params.get('brand')}` : sql``}
          ${params.get('category') ? sql`and t.category_id = ${params.get('category')}` : sql``}
          ${params.get('group') ? sql`and t.group_id = ${params.get('group')}` : sql``}
          ${params.get('subgroup') ? sql`and t.subgroup_id = ${params.get('subgroup')}` : sql``}
          ${params.get('status') ? sql`and t.status = ${params.get('status')}` : sql``}
          ${params.get('hasImage') ? sql`and t.has_image = ${params.get('hasImage') === 'true'}` : sql``}`,
      );
      const res = await list(`${query}&pageSize=2&sort=code:desc`);
      expect([step, query, res.total]).toEqual([step, query, (plain as { n: number }).n]);
      expect(res.items.length).toBe(Math.min(2, res.total));
    }
  }

  it('counts the generated catalogues as the products grouped and counted', async () => {
    await expectExact(db(), 'generated');
    // The tenants' rows are apart: each tenant's counts sum to its product count.
    const sums = await queryRows<{ same: boolean }>(
      db(),
      sql`select bool_and(s.product_count = coalesce(c.n, 0)) as same
        from catalog_search_state s left join (select tenant_id, sum(n)::int as n
          from product_list_counts group by tenant_id) c on c.tenant_id = s.tenant_id`,
    );
    expect(sums[0]!.same).toBe(true);
    await expectTotals('generated');
  });

  it('follows creates, saves of brand, category, status and images, and deletes', async () => {
    const a = await create('CNT-A');
    await expectExact(db(), 'create');
    const b = await create('CNT-B', { images: [] });
    await expectExact(db(), 'create without image');
    let saved = await save(a, { brandId: tree.competitor!.id });
    await expectExact(db(), 'brand changed');
    saved = await save(saved, {
      categoryId: other.categories!.id,
      groupId: other.groups!.id,
      subgroupId: other.subgroups!.id,
    });
    await expectExact(db(), 'category levels changed');
    saved = await save(saved, { status: 'published' });
    await expectExact(db(), 'published');
    // A save that moves nothing counted (the complement).
    await save(saved, { complement: 'Traseira' });
    await expectExact(db(), 'other field');
    // A draft's picture added, then removed (has_image follows main_image).
    let draft = await save(b, { images: (a.images as unknown[]).slice(0, 1) });
    await expectExact(db(), 'image added');
    await expectTotals('image added');
    draft = await save(draft, { images: [] });
    await expectExact(db(), 'image removed');
    await expectStatus(
      ctx.app,
      { token: t.owner, method: 'DELETE', url: `${PRODUCTS}/${b.id}?version=${draft.version}` },
      204,
    );
    await expectExact(db(), 'deleted');
    await expectTotals('deleted');
  });

  it('follows bulk actions and a CSV import', async () => {
    const made: Product[] = [];
    for (const code of ['CNT-C1', 'CNT-C2', 'CNT-C3', 'CNT-C4']) made.push(await create(code));
    const ids = made.map((p) => p.id);
    await bulk({ action: 'publish', ids: ids.slice(0, 2) });
    await expectExact(db(), 'bulk publish');
    await bulk({ action: 'setBrand', ids, brandId: tree.competitor!.id });
    await expectExact(db(), 'bulk brand');
    await bulk({
      action: 'setCategory',
      ids,
      categoryId: other.categories!.id,
      groupId: other.groups!.id,
      subgroupId: other.subgroups!.id,
    });
    await expectExact(db(), 'bulk category');
    await bulk({ action: 'discontinue', ids: ids.slice(0, 1) });
    await expectExact(db(), 'bulk discontinue');
    await bulk({ action: 'delete', ids });
    await expectExact(db(), 'bulk delete drafts');
    await expectTotals('bulk');

    const levels = [
      tree.brands!.name,
      tree.descriptions!.code,
      tree.categories!.code,
      tree.groups!.code,
      tree.subgroups!.code,
    ].join(';');
    const csv = [
      'Código;Marca;Código da descrição;Categoria;Grupo;Subgrupo;Situação',
      ...Array.from({ length: 30 }, (_, i) => `CNT-CSV-${i};${levels};Rascunho`),
      // An existing product moved to the import's brand and levels.
      `${made[0]!.code as string};${levels};Rascunho`,
    ].join('\r\n');
    const res = await panel(ctx.app, {
      token: t.owner,
      method: 'POST',
      url: `${PRODUCTS}/import?dryRun=false`,
      body: csv,
    });
    expect([res.statusCode, res.json().errors]).toEqual([200, []]);
    expect(res.json()).toMatchObject({ created: 30, updated: 1 });
    await expectExact(db(), 'CSV import');
    await expectTotals('CSV import');
  });

  it('follows writes straight in SQL: multi-row updates and deletes, images and levels', async () => {
    await inTenant(
      (tenant) => sql`update products set status = 'discontinued'
        where tenant_id = ${tenant} and status = 'published' and code_norm like '%1'`,
    );
    await expectExact(db(), 'SQL status');
    await inTenant(
      (tenant) => sql`update products set main_image = null
        where tenant_id = ${tenant} and main_image is not null and code_norm like '%2'`,
    );
    await expectExact(db(), 'SQL images removed');
    await inTenant(
      (tenant) => sql`update products set main_image = 'https://example.com/x.webp'
        where tenant_id = ${tenant} and main_image is null and code_norm like '%3'`,
    );
    await expectExact(db(), 'SQL images added');
    await inTenant(
      (tenant) => sql`update products set subgroup_id = null, brand_id = ${tree.competitor!.id}
        where tenant_id = ${tenant} and code_norm like '%4'`,
    );
    await expectExact(db(), 'SQL levels and brand');
    // Two tenants in one statement.
    await queryRows(
      db(),
      sql`update products set status = 'draft' where code_norm like '%5' and status <> 'draft'`,
    );
    await expectExact(db(), 'SQL every tenant');
    await queryRows(
      db(),
      sql`delete from products p where code_norm like '%6'
        and not exists (select 1 from products r where r.tenant_id = p.tenant_id
          and r.replaced_by_id = p.id)`,
    );
    await expectExact(db(), 'SQL delete');
    await expectTotals('SQL');
    // One transaction, several statements.
    await db().transaction(async (tx) => {
      await tx.execute(sql`update products set status = 'published' where code_norm like '%7'`);
      await tx.execute(sql`update products set status = 'draft' where code_norm like '%7'`);
      await tx.execute(sql`update products set main_image = null where code_norm like '%8'`);
    });
    await expectExact(db(), 'SQL transaction');
  });

  it('follows a deleted tenant: its counts go with it', async () => {
    const acme = await tenantId(ctx.app, 'acme');
    await queryRows(db(), sql`delete from tenants where id = ${acme}`);
    await expectExact(db(), 'tenant deleted');
    const [left] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from product_list_counts where tenant_id = ${acme}`,
    );
    expect(left!.n).toBe(0);
  });
});

/** A database migrated up to (not including) migration `upTo`, and the rest of them after. */
async function migratedUpTo(kind: DatabaseKind, upTo: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < upTo);
  for (const e of journal.entries)
    fs.copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`),
      path.join(folder, `${e.tag}.sql`),
    );
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  let database: Database;
  let drop = async () => {};
  if (kind === 'pglite') database = await openDatabase({ kind: 'pglite', dataDir: null });
  else {
    const admin = async (text: string) => {
      const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    const name = `catalogo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(`create database "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    drop = () => admin(`drop database if exists "${name}" with (force)`);
  }
  const migrateFrom = (migrationsFolder: string) =>
    kind === 'pglite'
      ? migratePglite(database.db as never, { migrationsFolder })
      : migratePg(database.db as never, { migrationsFolder });
  await migrateFrom(folder);
  return {
    database,
    rest: () => migrateFrom(MIGRATIONS_FOLDER),
    dispose: async () => {
      await database.close();
      await drop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe.each(process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])(
  'migration 0018 on %s',
  (kind) => {
    it('counts the products of a database that had them before it', async () => {
      const m = await migratedUpTo(kind as DatabaseKind, '0018');
      try {
        const db = m.database.db;
        await seed(db);
        const [demo] = await queryRows<{ id: string }>(
          db,
          sql`select id from tenants where uri_name = 'demo'`,
        );
        await generateCatalogue(db, {
          tenantId: demo!.id,
          uriName: 'demo',
          products: 150,
          profile: DEMO_PROFILE,
        });
        // Some products without levels or an image, as old data may have them.
        await queryRows(
          db,
          sql`update products set category_id = null, group_id = null, subgroup_id = null,
            main_image = null where code_norm like '%3'`,
        );
        await m.rest();
        const { kept, counted } = await countsAndProducts(db);
        expect(counted.length).toBeGreaterThan(10);
        expect(kept).toEqual(counted);
        await expectExact(db, 'migrated');
      } finally {
        await m.dispose();
      }
    }, 60_000);
  },
);
