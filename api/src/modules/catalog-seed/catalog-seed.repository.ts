import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  descriptions,
  factories,
  groups,
  subgroups,
  vehicles,
} from '../../db/catalog-schema';
import {
  productApplications,
  productCriteria,
  productCrossRefs,
  productImages,
  productOeRefs,
  products,
} from '../../db/product-schema';
import { refreshStaleFacetCounts } from '../catalog-public/facet-counts.repository';
import type { ProductBundle } from './product-generator';
import type { ReferenceData } from './reference-data';

// One statement per chunk with the rows as a single JSON parameter: parsing JSON in the database
// is several times faster than binding thousands of parameters, on PGlite and PostgreSQL alike.
const CHUNK = 2000;

async function insertRows(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => key in (rows[0] as object),
  );
  const names = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const types = sql.raw(columns.map(([, c]) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = rows.slice(i, i + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, c] of columns) out[c.name] = row[key];
      return out;
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as x(${types})`,
    );
  }
}

export async function insertReferenceData(db: Db, tenantId: string, ref: ReferenceData) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const brandRows = [...ref.ownBrands, ...ref.competitorBrands].map(
      ({ id, name, slug, kind }) => ({ tenantId, id, name, slug, kind }),
    );
    await insertRows(t, brands, brandRows);
    const level = ({ id, code, name, sortOrder }: ReferenceData['categories'][number]) => ({
      tenantId,
      id,
      code,
      name,
      sortOrder,
    });
    await insertRows(t, categories, ref.categories.map(level));
    await insertRows(
      t,
      groups,
      ref.groups.map((g) => ({ ...level(g), categoryId: g.parentId })),
    );
    await insertRows(
      t,
      subgroups,
      ref.subgroups.map((s) => ({ ...level(s), groupId: s.parentId })),
    );
    await insertRows(
      t,
      descriptions,
      ref.descriptions.map((d) => ({
        tenantId,
        id: d.id,
        code: d.code,
        name: d.name,
        synonyms: d.synonyms,
        defaultSubgroupId: d.subgroupId,
        defaultNcm: d.ncm,
      })),
    );
    await insertRows(
      t,
      factories,
      ref.factories.map(({ id, name, country, segments }) => ({
        tenantId,
        id,
        name,
        country,
        segments,
      })),
    );
    await insertRows(
      t,
      vehicles,
      ref.vehicles.map((v) => ({ tenantId, ...v })),
    );
  });
}

/** One transaction per batch: a failed load keeps every earlier batch. */
export async function insertProductBatch(db: Db, batch: ProductBundle[]): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertRows(
      t,
      products,
      batch.map((b) => b.product),
    );
    await insertRows(
      t,
      productCriteria,
      batch.flatMap((b) => b.criteria),
    );
    await insertRows(
      t,
      productImages,
      batch.flatMap((b) => b.images),
    );
    await insertRows(
      t,
      productOeRefs,
      batch.flatMap((b) => b.oeRefs),
    );
    await insertRows(
      t,
      productCrossRefs,
      batch.flatMap((b) => b.crossRefs),
    );
    await insertRows(
      t,
      productApplications,
      batch.flatMap((b) => b.applications),
    );
  });
}

/** Removes a tenant's generated catalogue (products with their sections, then reference data). */
export async function deleteCatalogue(db: Db, tenantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      products,
      vehicles,
      factories,
      descriptions,
      subgroups,
      groups,
      categories,
      brands,
    ]) {
      await tx.delete(table).where(eq(table.tenantId, tenantId));
    }
  });
}

export async function countProducts(db: Db, tenantId: string): Promise<number> {
  return db.$count(products, eq(products.tenantId, tenantId));
}

/**
 * Refreshes planner statistics after a bulk load. PGlite runs no autovacuum, so without this
 * its planner keeps the empty-table estimates and scans instead of using the trigram index.
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  // Vacuumed as well: a freshly written table's visibility map is empty until autovacuum gets
  // to it, and until then every index-only scan (the panel list's counts and pages) reads the
  // table too.
  await db.execute(sql`vacuum (analyze) brands, categories, groups, subgroups, descriptions, factories,
    vehicles, products, product_criteria, product_images, product_oe_refs, product_cross_refs,
    product_applications, offers`);
  // The public search's precomputed facet counts, so the first visitor does not wait for them.
  await refreshStaleFacetCounts(db);
}
