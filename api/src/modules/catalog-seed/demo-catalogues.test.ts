import { sql } from 'drizzle-orm';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { queryRows } from '../catalog-public/query-rows';
import { seedDemoCatalogues } from './demo-catalogues';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const counts = async () =>
    queryRows<{ uri_name: string; n: number }>(
      ctx.app.db,
      sql`select t.uri_name, count(p.id)::int as n from tenants t
        left join products p on p.tenant_id = t.id group by t.uri_name order by t.uri_name`,
    );

  it('generates the demo catalogues once, and nothing with 0 products', async () => {
    const messages: string[] = [];
    await seedDemoCatalogues(ctx.app.db, 0, (m) => messages.push(m));
    expect(await counts()).toEqual([
      { uri_name: 'acme', n: 0 },
      { uri_name: 'demo', n: 0 },
    ]);
    await seedDemoCatalogues(ctx.app.db, 40, (m) => messages.push(m));
    expect(await counts()).toEqual([
      { uri_name: 'acme', n: 40 },
      { uri_name: 'demo', n: 40 },
    ]);
    expect(messages).toEqual([
      expect.stringMatching(/^catalogue: generated 40 products for demo in \d+ ms$/),
      expect.stringMatching(/^catalogue: generated 40 products for acme in \d+ ms$/),
    ]);
    // A second start keeps what is there.
    await seedDemoCatalogues(ctx.app.db, 80, (m) => messages.push(m));
    expect((await counts()).map((c) => c.n)).toEqual([40, 40]);
    expect(messages).toHaveLength(2);
  });
});
