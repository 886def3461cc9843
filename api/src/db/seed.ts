import { eq, sql } from 'drizzle-orm';
import { isValidCnpj } from '../modules/tenants/cnpj';
import type { Db } from './client';
import { categorySettings, tenants, type NewTenantRow } from './schema';

interface SeedTenant {
  tenant: NewTenantRow;
  categories: { status: boolean; category: boolean; group: boolean; subgroup: boolean };
}

export const SEED_TENANTS: SeedTenant[] = [
  {
    tenant: {
      uriName: 'demo',
      commercialName: 'Demo Autopeças',
      legalName: 'Demo Autopeças Ltda',
      cnpj: '11222333000181',
      situation: 'active',
      about: {
        description: 'Distribuidora de autopeças para linha leve e pesada desde 1998.',
        phone: '(11) 3456-7890',
        whatsapp: '(11) 98765-4321',
        email: 'contato@demo-autopecas.com.br',
        address: 'Rua das Peças, 100 - Centro, São Paulo - SP, 01000-000',
        website: 'https://www.demo-autopecas.com.br',
      },
      layout: { colorSeccondary: '#be4c03', colorSeccondaryContrast: '#ffffff' },
      rules: { showPrices: true, allowOrders: true, minOrderValue: 0 },
    },
    categories: { status: true, category: true, group: true, subgroup: true },
  },
  {
    tenant: {
      uriName: 'acme',
      commercialName: 'Acme Distribuidora',
      legalName: 'Acme Distribuidora de Peças S.A.',
      cnpj: '12345678000195',
      situation: 'active',
      about: {
        description: 'Peças de reposição para caminhões, ônibus e máquinas agrícolas.',
        phone: '(41) 3222-1100',
        whatsapp: '(41) 99988-7766',
        email: 'vendas@acme-distribuidora.com.br',
        address: 'Avenida Industrial, 2500 - CIC, Curitiba - PR, 81000-000',
        website: 'https://www.acme-distribuidora.com.br',
      },
      layout: { colorSeccondary: '#228075', colorSeccondaryContrast: '#ffffff' },
      rules: { showPrices: false, allowOrders: true, minOrderValue: 500 },
    },
    categories: { status: true, category: true, group: true, subgroup: false },
  },
];

/**
 * 'missing' (the start-up default) only inserts absent tenants, so SEED=true on every start
 * never overwrites what someone edited in the panel; 'overwrite' (npm run seed) resets the demo
 * data to the values above. Both are idempotent: keyed on uri_name and tenant_id.
 */
export type SeedMode = 'missing' | 'overwrite';

export async function seed(db: Db, mode: SeedMode = 'missing'): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { tenant, categories } of SEED_TENANTS) {
      if (!isValidCnpj(tenant.cnpj)) throw new Error(`Seed tenant ${tenant.uriName}: bad CNPJ`);
      const insert = tx.insert(tenants).values(tenant);
      await (mode === 'overwrite'
        ? insert.onConflictDoUpdate({
            target: tenants.uriName,
            set: { ...tenant, updatedAt: sql`now()`, version: sql`${tenants.version} + 1` },
          })
        : insert.onConflictDoNothing({ target: tenants.uriName }));

      const [row] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.uriName, tenant.uriName));
      if (!row) throw new Error(`Seed tenant ${tenant.uriName} was not stored`);

      const settings = {
        tenantId: row.id,
        status: categories.status,
        categoryStatus: categories.category,
        groupStatus: categories.group,
        subgroupStatus: categories.subgroup,
      };
      const insertSettings = tx.insert(categorySettings).values(settings);
      await (mode === 'overwrite'
        ? insertSettings.onConflictDoUpdate({
            target: categorySettings.tenantId,
            set: {
              ...settings,
              updatedAt: sql`now()`,
              version: sql`${categorySettings.version} + 1`,
            },
          })
        : insertSettings.onConflictDoNothing({ target: categorySettings.tenantId }));
    }
  });
}
