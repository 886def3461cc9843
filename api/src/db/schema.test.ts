import { eq, sql } from 'drizzle-orm';
import { forEachDatabase, useTestApp } from '../../test/helpers/test-app';
import { categorySettings, tenants, type NewTenantRow } from './schema';

const tenant = (uriName: string, extra: Partial<NewTenantRow> = {}): NewTenantRow => ({
  uriName,
  commercialName: 'Loja',
  legalName: 'Loja Ltda',
  cnpj: '11222333000181',
  layout: { colorSeccondary: '#111111', colorSeccondaryContrast: '#ffffff' },
  rules: { showPrices: true, allowOrders: true, minOrderValue: 0 },
  ...extra,
});

// The committed migrations, not just the TypeScript schema, must enforce these rules.
forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { seed: false });

  it('creates tenants with generated ids, defaults and version 1', async () => {
    const [row] = await ctx.database.db.insert(tenants).values(tenant('loja-um')).returning();
    expect(row).toMatchObject({ situation: 'trial', about: {}, version: 1 });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('rejects an unknown situation, a duplicate uri_name and a non-numeric CNPJ', async () => {
    const db = ctx.database.db;
    await expect(
      db.insert(tenants).values(tenant('loja-dois', { situation: 'closed' as never })),
    ).rejects.toThrow();
    await expect(db.insert(tenants).values(tenant('loja-um'))).rejects.toThrow();
    await expect(
      db.insert(tenants).values(tenant('loja-tres', { cnpj: '11.222.333/0001-81' })),
    ).rejects.toThrow();
  });

  it('deletes category settings with their tenant', async () => {
    const db = ctx.database.db;
    const [row] = await db.insert(tenants).values(tenant('loja-quatro')).returning();
    await db.insert(categorySettings).values({ tenantId: row!.id });
    await db.delete(tenants).where(eq(tenants.id, row!.id));
    const left = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(categorySettings)
      .where(eq(categorySettings.tenantId, row!.id));
    expect(left[0]?.n).toBe(0);
  });
});
