import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, rowMeta, tenantIdColumn } from './schema';

// Catalogue tables (DESIGN §4). tenant_id leads every primary and foreign key, so the schema can
// be sharded by tenant; child tables reference their parent through (tenant_id, parent_id).

export const BRAND_KINDS = ['own', 'competitor'] as const;
export type BrandKind = (typeof BRAND_KINDS)[number];
export const PRODUCT_STATUSES = ['draft', 'published', 'discontinued'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const VEHICLE_LINES = ['light', 'heavy'] as const;
export type VehicleLine = (typeof VEHICLE_LINES)[number];

export const brands = pgTable(
  'brands',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    kind: text('kind').$type<BrandKind>().notNull().default('own'),
    active: boolean('active').notNull().default(true),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('brands_tenant_slug_unique').on(t.tenantId, t.slug),
    check('brands_kind_check', sql`${t.kind} in ('own', 'competitor')`),
  ],
);

const level = () => ({
  tenantId: tenantIdColumn(),
  id: idColumn(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...rowMeta(),
});

export const categories = pgTable('categories', level(), (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('categories_tenant_code_unique').on(t.tenantId, t.code),
]);

export const groups = pgTable(
  'groups',
  { ...level(), categoryId: uuid('category_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // A code is unique under its parent: '01' may name a group of every category.
    uniqueIndex('groups_tenant_category_code_unique').on(t.tenantId, t.categoryId, t.code),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
    }).onDelete('cascade'),
  ],
);

export const subgroups = pgTable(
  'subgroups',
  { ...level(), groupId: uuid('group_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('subgroups_tenant_group_code_unique').on(t.tenantId, t.groupId, t.code),
    foreignKey({
      columns: [t.tenantId, t.groupId],
      foreignColumns: [groups.tenantId, groups.id],
    }).onDelete('cascade'),
  ],
);

export const descriptions = pgTable(
  'descriptions',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    defaultSubgroupId: uuid('default_subgroup_id'),
    defaultNcm: text('default_ncm'),
    active: boolean('active').notNull().default(true),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('descriptions_tenant_code_unique').on(t.tenantId, t.code),
    foreignKey({
      columns: [t.tenantId, t.defaultSubgroupId],
      foreignColumns: [subgroups.tenantId, subgroups.id],
    }),
  ],
);

export const factories = pgTable(
  'factories',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    logo: text('logo'),
    country: text('country'),
    segments: text('segments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    ...rowMeta(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const vehicles = pgTable(
  'vehicles',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    factoryId: uuid('factory_id').notNull(),
    model: text('model').notNull(),
    // 'version' is the row's concurrency counter (rowMeta); this is the model's trim.
    versionName: text('version_name'),
    engine: text('engine'),
    fuel: text('fuel'),
    body: text('body'),
    line: text('line').$type<VehicleLine>().notNull().default('light'),
    yearStart: integer('year_start').notNull(),
    yearEnd: integer('year_end'),
    active: boolean('active').notNull().default(true),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.factoryId],
      foreignColumns: [factories.tenantId, factories.id],
    }).onDelete('cascade'),
    index('vehicles_tenant_factory_model_idx').on(t.tenantId, t.factoryId, t.model),
    check('vehicles_line_check', sql`${t.line} in ('light', 'heavy')`),
  ],
);

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * Who changed what in the panel (DESIGN §8.1: every write in one transaction with its audit row).
 * `entity` is the resource ('brand', 'vehicle', 'profile'...); the user's name is copied so the
 * history still reads after the user is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_entity_idx').on(t.tenantId, t.entity, t.entityId, t.at),
  ],
);
