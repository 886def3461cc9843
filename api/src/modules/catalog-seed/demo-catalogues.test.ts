import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { tenantId } from '../../../test/helpers/auth';
import { queryRows } from '../catalog-public/query-rows';
import { ACME_PROFILE, replaceCatalogue } from './catalog-seed.service';
import { seedDemoCatalogues } from './demo-catalogues';

const SEEDED = [
  { uri_name: 'acme', running: 1, ended: 0, current: 4, expired: 0 },
  { uri_name: 'demo', running: 2, ended: 1, current: 12, expired: 1 },
];

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const counts = async () =>
    queryRows<{ uri_name: string; n: number }>(
      ctx.app.db,
      sql`select t.uri_name, count(p.id)::int as n from tenants t
        left join products p on p.tenant_id = t.id group by t.uri_name order by t.uri_name`,
    );
  /** Promotions (running, ended) and offers (current, expired) per tenant. */
  const merchandise = async () =>
    queryRows(
      ctx.app.db,
      sql`select t.uri_name,
          (select count(*) from promotions p where p.tenant_id = t.id and p.starts_at <= now()
            and (p.ends_at is null or p.ends_at > now()))::int as running,
          (select count(*) from promotions p where p.tenant_id = t.id and p.ends_at <= now())::int
            as ended,
          (select count(*) from offers o join products p on p.tenant_id = o.tenant_id
            and p.id = o.product_id and p.status = 'published'
            where o.tenant_id = t.id and (o.ends_at is null or o.ends_at > now()))::int as current,
          (select count(*) from offers o where o.tenant_id = t.id and o.ends_at <= now())::int
            as expired
        from tenants t order by t.uri_name`,
    );
  const generated = (uriName: string) =>
    path.join(ctx.dataDir, 'uploads', uriName, 'products', 'generated');

  it('generates the demo catalogues once, and nothing with 0 products', async () => {
    const messages: string[] = [];
    const seed = (n: number) =>
      seedDemoCatalogues(ctx.app.db, n, (m) => messages.push(m), ctx.app.storage);
    await seed(0);
    expect(await counts()).toEqual([
      { uri_name: 'acme', n: 0 },
      { uri_name: 'demo', n: 0 },
    ]);
    await seed(40);
    expect(await counts()).toEqual([
      { uri_name: 'acme', n: 40 },
      { uri_name: 'demo', n: 40 },
    ]);
    expect(messages).toEqual([
      expect.stringMatching(
        /^catalogue: generated 40 products for demo in \d+ ms \((\d+) pictures, \1 new\)$/,
      ),
      'catalogue: 3 promotions (3 new banners) and 13 offers for demo',
      expect.stringMatching(/^catalogue: generated 40 products for acme in \d+ ms/),
      'catalogue: 1 promotions (1 new banners) and 4 offers for acme',
    ]);
    expect(await merchandise()).toEqual(SEEDED);
    // A second start keeps what is there.
    await seed(80);
    expect((await counts()).map((c) => c.n)).toEqual([40, 40]);
    expect(await merchandise()).toEqual(SEEDED);
    expect(messages).toHaveLength(4);
  });

  it('stores the promotion banners (1200×400), which the image proxy resizes', async () => {
    const rows = await queryRows<{ uri_name: string; banner: string }>(
      ctx.app.db,
      sql`select t.uri_name, p.banner from promotions p join tenants t on t.id = p.tenant_id`,
    );
    expect(rows).toHaveLength(4);
    const publicUrl = ctx.app.config.storage.publicUrl;
    for (const { uri_name, banner } of rows) {
      expect(banner.startsWith(`${publicUrl}/${uri_name}/promotions/generated/`)).toBe(true);
      const file = path.join(ctx.dataDir, 'uploads', uri_name, 'promotions', 'generated');
      const meta = await sharp(path.join(file, path.basename(banner))).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 400 });
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/_image?url=${encodeURIComponent(rows[0]!.banner)}&w=640`,
    });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });

  it('adds promotions and offers to a catalogue seeded before them, once', async () => {
    const acme = await tenantId(ctx.app, 'acme');
    await ctx.app.db.execute(sql`delete from promotions where tenant_id = ${acme}`);
    await ctx.app.db.execute(sql`delete from offers where tenant_id = ${acme}`);
    const messages: string[] = [];
    await seedDemoCatalogues(ctx.app.db, 40, (m) => messages.push(m), ctx.app.storage);
    // The banner file was kept.
    expect(messages).toEqual(['catalogue: 1 promotions (0 new banners) and 4 offers for acme']);
    expect(await merchandise()).toEqual(SEEDED);
  });

  it('stores every product picture, which the image proxy resizes', async () => {
    const rows = await queryRows<{ uri_name: string; url: string }>(
      ctx.app.db,
      sql`select distinct t.uri_name, i.url from product_images i
        join tenants t on t.id = i.tenant_id order by i.url`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const publicUrl = ctx.app.config.storage.publicUrl;
    for (const { uri_name, url } of rows) {
      expect(url.startsWith(`${publicUrl}/${uri_name}/products/generated/`)).toBe(true);
      expect(fs.existsSync(path.join(generated(uri_name), path.basename(url)))).toBe(true);
    }
    const source = rows.find((r) => r.uri_name === 'demo')?.url as string;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/_image?url=${encodeURIComponent(source)}&w=320`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('reuses the existing pictures when a catalogue is generated again', async () => {
    const before = fs.readdirSync(generated('acme')).sort();
    const stat = (file: string) => fs.statSync(path.join(generated('acme'), file)).mtimeMs;
    const mtimes = before.map(stat);
    const result = await replaceCatalogue(ctx.app.db, {
      tenantId: await tenantId(ctx.app, 'acme'),
      uriName: 'acme',
      products: 40,
      profile: ACME_PROFILE,
      storage: ctx.app.storage,
    });
    expect(result.pictures).toEqual({ pictures: before.length, written: 0 });
    expect(fs.readdirSync(generated('acme')).sort()).toEqual(before);
    expect(before.map(stat)).toEqual(mtimes);
    // The new products get the offers again (they went with the old ones); promotions stay.
    expect(result.merchandising).toEqual({ promotions: 0, offers: 4, banners: 0 });
    expect(await merchandise()).toEqual(SEEDED);
  });
});
