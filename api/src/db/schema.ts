import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const TENANT_SITUATIONS = ['active', 'trial', 'suspended'] as const;
export type TenantSituation = (typeof TENANT_SITUATIONS)[number];

export interface CompanyAbout {
  description?: string;
  phone?: string;
  whatsapp?: string;
  email?: string;
  address?: string;
  website?: string;
  social?: Record<string, string>;
}

export interface CompanyLayout {
  logo?: string | null;
  banner?: string | null;
  colorSeccondary: string;
  colorSeccondaryContrast: string;
}

export interface CompanyRule {
  showPrices: boolean;
  allowOrders: boolean;
  minOrderValue: number;
}

// Shared by every table: optimistic concurrency (version) and audit timestamps.
const rowMeta = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uriName: text('uri_name').notNull().unique(),
    commercialName: text('commercial_name').notNull(),
    legalName: text('legal_name').notNull(),
    cnpj: text('cnpj').notNull(),
    situation: text('situation').$type<TenantSituation>().notNull().default('trial'),
    about: jsonb('about').$type<CompanyAbout>().notNull().default({}),
    layout: jsonb('layout').$type<CompanyLayout>().notNull(),
    rules: jsonb('rules').$type<CompanyRule>().notNull(),
    ...rowMeta(),
  },
  (t) => [
    check('tenants_situation_check', sql`${t.situation} in ('active', 'trial', 'suspended')`),
    check('tenants_cnpj_digits_check', sql`${t.cnpj} ~ '^[0-9]{14}$'`),
  ],
);

// One row per tenant, so tenant_id alone is the key (later tenant tables use (tenant_id, id)).
export const categorySettings = pgTable('category_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  status: boolean('status').notNull().default(true),
  categoryStatus: boolean('category_status').notNull().default(true),
  groupStatus: boolean('group_status').notNull().default(true),
  subgroupStatus: boolean('subgroup_status').notNull().default(true),
  ...rowMeta(),
});

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
export type CategorySettingsRow = typeof categorySettings.$inferSelect;
