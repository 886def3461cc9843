import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  brands,
  categories,
  descriptions,
  factories,
  groups,
  subgroups,
  vehicles,
  type ProductStatus,
} from './catalog-schema';
import { idColumn, num, rowMeta, tenantIdColumn } from './schema';

/** PostgreSQL's text-search document (written by the database only, never by the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * code_norm is the code in lowercase alphanumerics only, so 'KL-1234', 'kl1234' and 'KL 1234'
 * meet; search_text is the lowercase, accent-free description, synonyms and complement, searched
 * by trigram similarity (pg_trgm) for typo tolerance. Both are written by the application.
 */
export const products = pgTable(
  'products',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: text('code').notNull(),
    codeNorm: text('code_norm').notNull(),
    brandId: uuid('brand_id').notNull(),
    descriptionId: uuid('description_id').notNull(),
    categoryId: uuid('category_id'),
    groupId: uuid('group_id'),
    subgroupId: uuid('subgroup_id'),
    complement: text('complement'),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    replacedById: uuid('replaced_by_id'),
    position: text('position'),
    notes: text('notes'),
    infoText: text('info_text'),
    salesUnit: text('sales_unit'),
    qtyPerPack: integer('qty_per_pack'),
    salesMultiple: integer('sales_multiple'),
    ean13: text('ean13'),
    dun14: text('dun14'),
    netWeight: num('net_weight'),
    grossWeight: num('gross_weight'),
    height: num('height'),
    width: num('width'),
    length: num('length'),
    ncm: text('ncm'),
    cest: text('cest'),
    origin: integer('origin'),
    ipiRate: num('ipi_rate'),
    exTipi: text('ex_tipi'),
    searchText: text('search_text').notNull().default(''),
    // The makers of the product's applications, kept by whoever writes applications: the
    // factory facet then reads one row per product instead of every application.
    factoryIds: uuid('factory_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // info section: PDF uploads and http(s) links, ordered as the panel sent them.
    documents: jsonb('documents').$type<ProductDocument[]>().notNull().default([]),
    links: jsonb('links').$type<ProductLink[]>().notNull().default([]),
    // The panel's last writer (users.id; no key: a removed user keeps the product editable).
    updatedBy: uuid('updated_by'),
    // 0-100, written with every panel write (products/completeness.sql.ts): the list sorts and
    // filters on it without computing it for 100,000 rows.
    completeness: smallint('completeness').notNull().default(0),
    // The panel list's sort keys and picture, kept by the database (migration 0009): the
    // description's and brand's names (triggers follow a rename) and the first image's URL
    // (written with the completeness). A page in description order then reads an index
    // instead of joining and sorting every product.
    descriptionName: text('description_name').notNull().default(''),
    brandName: text('brand_name').notNull().default(''),
    mainImage: text('main_image'),
    hasImage: boolean('has_image').generatedAlwaysAs(sql`main_image is not null`),
    // The public search's words (migration 0016): the description's name and synonyms, the
    // complement and the brand's name, folded by catalog_search_words() (no accents, no stop
    // words, plurals made singular) as the search folds what a visitor types
    // (catalog-public/search-words.ts). Its GIN index answers every word by prefix at once.
    searchTerms: tsvector('search_terms').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, catalog_search_words(search_text || ' ' || brand_name))`,
    ),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('products_tenant_code_unique').on(t.tenantId, t.code),
    // Migration 0012 adds INCLUDE (id, description_name, brand_name, status, completeness,
    // updated_at): the panel list's search by code prefix reads its sort keys from the index.
    index('products_tenant_code_norm_idx').on(t.tenantId, t.codeNorm.op('text_pattern_ops')),
    // The text_pattern_ops index serves LIKE 'x%' but not ORDER BY: browsing pages in code order.
    index('products_tenant_code_order_idx').on(t.tenantId, t.codeNorm, t.id),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_terms_idx').using('gin', t.searchTerms),
    // A brand's products in code order: the panel list filtered by brand reads its page here.
    index('products_tenant_brand_code_idx').on(t.tenantId, t.brandId, t.codeNorm, t.id),
    index('products_tenant_description_idx').on(t.tenantId, t.descriptionId),
    // Migration 0020 adds INCLUDE (the list's other filter columns and sort keys): a category
    // level's matches are gathered for the list's page from this index alone.
    index('products_tenant_category_idx').on(t.tenantId, t.categoryId, t.groupId, t.subgroupId),
    // A group or a subgroup asked without its category cannot seek the index above: each has
    // its own, and migration 0021 adds INCLUDE (the other filter columns and sort keys) to both.
    index('products_tenant_group_idx').on(t.tenantId, t.groupId),
    index('products_tenant_subgroup_idx').on(t.tenantId, t.subgroupId),
    // The panel list's sorts and filters (updated, completeness, status, EAN, last writer).
    // Migration 0019 adds INCLUDE to the updated and completeness ones (every other filter
    // column and the sort keys): a range filter with other filters is counted and gathered from
    // its index alone.
    index('products_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('products_tenant_completeness_idx').on(t.tenantId, t.completeness, t.id),
    index('products_tenant_status_idx').on(t.tenantId, t.status, t.codeNorm, t.id),
    index('products_tenant_description_name_idx').on(
      t.tenantId,
      t.descriptionName,
      t.codeNorm,
      t.id,
    ),
    index('products_tenant_brand_name_idx').on(t.tenantId, t.brandName, t.codeNorm, t.id),
    // Every column the list filters on, so a filtered list's first count reads this index
    // alone (about a fifth of the table) whatever the combination of filters. Migration 0014
    // adds INCLUDE (id, code_norm, description_name, brand_name): a filter's matches gathered
    // for sorting come from the index alone too.
    index('products_tenant_list_filters_idx').on(
      t.tenantId,
      t.status,
      t.hasImage,
      t.completeness,
      t.brandId,
      t.categoryId,
      t.groupId,
      t.subgroupId,
      t.updatedAt,
      t.updatedBy,
    ),
    // "Sem imagem" alone: the filters' index leads with the status, so without this its count
    // and its matches were a scan of the whole table (~45 ms at 100,000 products).
    index('products_tenant_has_image_idx').on(t.tenantId, t.hasImage, t.id),
    index('products_tenant_ean_idx').on(t.tenantId, t.ean13),
    index('products_tenant_updated_by_idx').on(t.tenantId, t.updatedBy),
    index('products_tenant_replaced_by_idx').on(t.tenantId, t.replacedById),
    foreignKey({ columns: [t.tenantId, t.brandId], foreignColumns: [brands.tenantId, brands.id] }),
    foreignKey({
      columns: [t.tenantId, t.descriptionId],
      foreignColumns: [descriptions.tenantId, descriptions.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
    }),
    foreignKey({ columns: [t.tenantId, t.groupId], foreignColumns: [groups.tenantId, groups.id] }),
    foreignKey({
      columns: [t.tenantId, t.subgroupId],
      foreignColumns: [subgroups.tenantId, subgroups.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.replacedById],
      foreignColumns: [t.tenantId, t.id],
    }),
    check('products_status_check', sql`${t.status} in ('draft', 'published', 'discontinued')`),
    check('products_ean13_check', sql`${t.ean13} ~ '^([0-9]{8}|[0-9]{12,14}|SEM GTIN)$'`),
    check('products_dun14_check', sql`${t.dun14} ~ '^[0-9]{14}$'`),
    check('products_ncm_check', sql`${t.ncm} ~ '^[0-9]{8}$'`),
    check('products_origin_check', sql`${t.origin} between 0 and 8`),
  ],
);

export interface ProductDocument {
  url: string;
  name: string;
}
export interface ProductLink {
  url: string;
  title: string;
}

/** Columns of every product section table: the row, its product and the composite key to it. */
const child = () => ({
  tenantId: tenantIdColumn(),
  id: idColumn(),
  productId: uuid('product_id').notNull(),
});
const toProduct = (t: { tenantId: AnyPgColumn; productId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.tenantId, t.productId],
    foreignColumns: [products.tenantId, products.id],
  }).onDelete('cascade');

export const productCriteria = pgTable(
  'product_criteria',
  {
    ...child(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    unit: text('unit'),
    rank: integer('rank').notNull().default(0),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    toProduct(t),
    index('product_criteria_product_idx').on(t.tenantId, t.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    ...child(),
    url: text('url').notNull(),
    alt: text('alt'),
    rank: integer('rank').notNull().default(0),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    toProduct(t),
    index('product_images_product_idx').on(t.tenantId, t.productId, t.rank),
  ],
);

export const productOeRefs = pgTable(
  'product_oe_refs',
  {
    ...child(),
    factoryId: uuid('factory_id').notNull(),
    code: text('code').notNull(),
    codeNorm: text('code_norm').notNull(),
    rank: integer('rank').notNull().default(0),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    toProduct(t),
    foreignKey({
      columns: [t.tenantId, t.factoryId],
      foreignColumns: [factories.tenantId, factories.id],
    }),
    index('product_oe_refs_product_idx').on(t.tenantId, t.productId),
    index('product_oe_refs_code_norm_idx').on(t.tenantId, t.codeNorm.op('text_pattern_ops')),
  ],
);

export const productCrossRefs = pgTable(
  'product_cross_refs',
  {
    ...child(),
    brandId: uuid('brand_id').notNull(),
    code: text('code').notNull(),
    codeNorm: text('code_norm').notNull(),
    rank: integer('rank').notNull().default(0),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    toProduct(t),
    foreignKey({ columns: [t.tenantId, t.brandId], foreignColumns: [brands.tenantId, brands.id] }),
    index('product_cross_refs_product_idx').on(t.tenantId, t.productId),
    index('product_cross_refs_code_norm_idx').on(t.tenantId, t.codeNorm.op('text_pattern_ops')),
  ],
);

export const productApplications = pgTable(
  'product_applications',
  {
    ...child(),
    vehicleId: uuid('vehicle_id').notNull(),
    yearStart: integer('year_start'),
    yearEnd: integer('year_end'),
    position: text('position'),
    note: text('note'),
    rank: integer('rank').notNull().default(0),
    ...rowMeta(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    toProduct(t),
    foreignKey({
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }),
    index('product_applications_product_idx').on(t.tenantId, t.productId),
    // Covers the vehicle + year filter (an index-only scan once the table is vacuumed).
    index('product_applications_vehicle_idx').on(
      t.tenantId,
      t.vehicleId,
      t.productId,
      t.yearStart,
      t.yearEnd,
    ),
  ],
);

/**
 * Per tenant: `version` counts writes to its products (a statement trigger bumps it, whoever
 * writes: panel, generator, SQL); `facets_version` is the version catalog_facet_counts was
 * computed at, so the precomputed counts are used only while the two are equal.
 */
export const catalogSearchState = pgTable('catalog_search_state', {
  tenantId: tenantIdColumn().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  facetsVersion: bigint('facets_version', { mode: 'number' }).notNull().default(0),
  // The tenant's product count, kept by statement triggers: the panel's unfiltered list total
  // without counting 100,000 rows on every page.
  productCount: integer('product_count').notNull().default(0),
});

/**
 * Facet counts of the published catalogue with no filter (filter_kind 'all') and with each single
 * filter value (brand, category, group, subgroup, factory); facet_kind 'total' is the product
 * count. Nil uuids stand for "none" so the key has no nulls.
 */
export const catalogFacetCounts = pgTable(
  'catalog_facet_counts',
  {
    tenantId: tenantIdColumn(),
    filterKind: text('filter_kind').notNull(),
    filterId: uuid('filter_id').notNull(),
    facetKind: text('facet_kind').notNull(),
    facetId: uuid('facet_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.filterKind, t.filterId, t.facetKind, t.facetId] })],
);

/**
 * The tenant's products counted by the values of the panel list's equality filters (brand,
 * category levels, status, has an image), kept exact by statement triggers on products
 * (migration 0018): a list filtered only by these answers its total with a sum over this table's
 * few hundred rows instead of counting tens of thousands of products. Nil uuids stand for "no
 * category level" so the key has no nulls; a combination no product has any more has no row.
 */
export const productListCounts = pgTable(
  'product_list_counts',
  {
    tenantId: tenantIdColumn(),
    brandId: uuid('brand_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    groupId: uuid('group_id').notNull(),
    subgroupId: uuid('subgroup_id').notNull(),
    status: text('status').notNull(),
    hasImage: boolean('has_image').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'product_list_counts_pk',
      columns: [t.tenantId, t.brandId, t.categoryId, t.groupId, t.subgroupId, t.status, t.hasImage],
    }),
  ],
);

/**
 * Which products each committed write changed, by the catalogue version it committed at
 * (catalog_search_state.version; migration 0023's commit trigger writes both): the panel list's
 * in-memory index (products/list-index.ts) reads the products changed since its version instead
 * of loading the tenant's catalogue again. Rows older than 1,000 versions are pruned.
 */
export const productChanges = pgTable(
  'product_changes',
  {
    tenantId: tenantIdColumn(),
    version: bigint('version', { mode: 'number' }).notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'product_changes_pk',
      columns: [t.tenantId, t.version, t.productId],
    }),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
