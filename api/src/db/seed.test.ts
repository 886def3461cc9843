import { eq, sql } from 'drizzle-orm';
import { forEachDatabase, useTestApp } from '../../test/helpers/test-app';
import { categorySettings, tenants } from './schema';
import { seed } from './seed';

forEachDatabase((kind) => {
  // Starts empty so the seed itself is under test.
  const ctx = useTestApp(kind, { seed: false });
  const count = async (table: typeof tenants | typeof categorySettings) =>
    (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const demoLayout = async () =>
    (await ctx.database.db.select().from(tenants).where(eq(tenants.uriName, 'demo')))[0]?.layout;

  it('is idempotent: running it twice still leaves two tenants', async () => {
    await seed(ctx.database.db);
    await seed(ctx.database.db);
    expect(await count(tenants)).toBe(2);
    expect(await count(categorySettings)).toBe(2);
    const names = await ctx.database.db.select({ uriName: tenants.uriName }).from(tenants);
    expect(names.map((t) => t.uriName).sort()).toEqual(['acme', 'demo']);
  });

  it('on start (missing mode) keeps what was edited in the panel', async () => {
    await ctx.database.db
      .update(tenants)
      .set({ layout: { colorSeccondary: '#000000', colorSeccondaryContrast: '#ffffff' } })
      .where(eq(tenants.uriName, 'demo'));
    await seed(ctx.database.db, 'missing');
    expect((await demoLayout())?.colorSeccondary).toBe('#000000');
  });

  it('in overwrite mode (npm run seed) restores the seed values and bumps the version', async () => {
    await seed(ctx.database.db, 'overwrite');
    await seed(ctx.database.db, 'overwrite');
    expect((await demoLayout())?.colorSeccondary).toBe('#be4c03');
    const [demo] = await ctx.database.db.select().from(tenants).where(eq(tenants.uriName, 'demo'));
    expect(demo?.version).toBe(3);
    expect(await count(tenants)).toBe(2);
  });
});
