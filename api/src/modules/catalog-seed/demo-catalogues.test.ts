import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { tenantId } from '../../../test/helpers/auth';
import { queryRows } from '../catalog-public/query-rows';
import { ACME_PROFILE, replaceCatalogue } from './catalog-seed.service';
import { seedDemoCatalogues } from './demo-catalogues';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const counts = async () =>
    queryRows<{ uri_name: string; n: number }>(
      ctx.app.db,
      sql`select t.uri_name, count(p.id)::int as n from tenants t
        left join products p on p.tenant_id = t.id group by t.uri_name order by t.uri_name`,
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
      expect.stringMatching(/^catalogue: generated 40 products for acme in \d+ ms/),
    ]);
    // A second start keeps what is there.
    await seed(80);
    expect((await counts()).map((c) => c.n)).toEqual([40, 40]);
    expect(messages).toHaveLength(2);
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
  });
});
