import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, fieldsInvalid } from '../../plugins/errors';
import { queryRows } from '../catalog-public/query-rows';
import { insertAudit, type Actor } from '../panel/audit.repository';
import { completenessOf } from './completeness';
import { assertPublishable, checkInTenant, databaseRefs, duplicateCode } from './product-checks';
import { levelsOf, readProduct, type StoredProduct } from './product-read.repository';
import {
  deleteProducts,
  insertProduct,
  saveProduct,
  SECTION_KEYS,
  writeSections,
} from './product-write.repository';
import { PRODUCT_KEYS, type Levels, type ProductDto, type ProductValues } from './product.types';
import { checkProduct, type UploadCheck } from './products.rules';

export const ENTITY = 'product';

export interface ProductContext {
  db: Db;
  tenantId: string;
  actor: Actor;
  isUpload: UploadCheck;
  /** After a committed write: the public search cache and facets follow. */
  publicChanged: () => void;
}

export const productNotFound = () => new AppError(404, 'NOT_FOUND', 'Produto não encontrado.');

export async function commit<T>(ctx: ProductContext, work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await ctx.db.transaction((tx) => work(tx as unknown as Db));
  } catch (error) {
    // Two saves racing for one code: the unique index answers for the slower one.
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
  ctx.publicChanged();
  return result;
}

export function toDto(stored: StoredProduct, levels: Parameters<typeof completenessOf>[1]) {
  return {
    ...stored.meta,
    ...stored.values,
    completeness: completenessOf(stored.values, levels),
  } satisfies ProductDto;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field-level differences, whole lists for the sections ({ field: 'images', before, after }). */
export function diffProduct(before: ProductValues | null, after: ProductValues | null) {
  return PRODUCT_KEYS.filter((k) => !same(before?.[k], after?.[k])).map((field) => ({
    field,
    before: before?.[field] ?? null,
    after: after?.[field] ?? null,
  }));
}

export async function getProduct(ctx: ProductContext, id: string, db = ctx.db) {
  const stored = await readProduct(db, ctx.tenantId, id);
  if (!stored) throw productNotFound();
  return toDto(stored, stored.levels);
}

/**
 * Whether a body may name a file: an upload of this tenant, or one of `kept`, the product's own
 * files, as they are (e.g. after a storage move).
 */
function uploadCheck(ctx: ProductContext, kept?: ProductValues) {
  const known = new Set([...(kept?.images ?? []), ...(kept?.documents ?? [])].map((f) => f.url));
  return (url: string) => known.has(url) || ctx.isUpload(url);
}

function checked(ctx: ProductContext, input: Record<string, unknown>, kept?: ProductValues) {
  const { values, issues } = checkProduct(input, uploadCheck(ctx, kept));
  if (issues.length > 0) throw fieldsInvalid(issues);
  return values;
}

/**
 * A save's work in its transaction: one read of the product (locked), one query for every
 * lookup of the checks, the changed sections, the history, and the product's row last. A
 * new product's answer is read after the commit; an update's is built from what it wrote.
 */
export async function createProduct(ctx: ProductContext, input: Record<string, unknown>) {
  // A new product is a draft, whatever the body says (publishing is a later decision).
  const values = { ...checked(ctx, input), status: 'draft' as const };
  const id = await commit(ctx, async (tx) => {
    const levels = await levelsOf(tx, ctx.tenantId);
    await checkInTenant(databaseRefs(tx, ctx.tenantId), values, null, levels);
    const id = await insertProduct(tx, ctx.tenantId, values, ctx.actor.id, levels);
    await writeSections(tx, ctx.tenantId, id, values, SECTION_KEYS, true);
    await insertAudit(tx, ctx.tenantId, ctx.actor, [
      { entity: ENTITY, entityId: id, action: 'create', changes: diffProduct(null, values) },
    ]);
    return id;
  });
  return getProduct(ctx, id);
}

/** A 409 carrying the product as it is now (the conflict dialog compares field by field). */
const versionConflict = (current: StoredProduct & { levels: Levels }) =>
  new AppError(
    409,
    'VERSION_CONFLICT',
    'Este produto foi alterado por outra pessoa.',
    undefined,
    undefined,
    { current: toDto(current, current.levels) },
  );

/**
 * A save: one read of the product carrying every lookup of the checks, then one statement
 * writing the row (if its version has not moved since), the changed sections and the history.
 */
export async function updateProductOf(
  ctx: ProductContext,
  id: string,
  input: Record<string, unknown> & { version: number },
) {
  // The checks' lookups ride on the product's read (one statement) when the body is sound.
  // The files are judged once the product's own are known: the body is checked once, and
  // again (for the reasons) only when one of its files is refused.
  const files: string[] = [];
  const draft = checkProduct(input, (url) => files.push(url) > 0);
  const refs = databaseRefs(ctx.db, ctx.tenantId);
  const preload = draft.issues.length === 0 ? refs.preload(draft.values, id) : null;
  const current = await readProduct(ctx.db, ctx.tenantId, id, false, preload?.extra);
  if (!current) throw productNotFound();
  preload?.accept(current.row);
  const { levels } = current;
  if (current.meta.version !== input.version) throw versionConflict(current);
  const values =
    draft.issues.length === 0 && files.every(uploadCheck(ctx, current.values))
      ? draft.values
      : checked(ctx, input, current.values);
  await checkInTenant(refs, values, id, levels);
  assertPublishable(values, levels, current.values);
  const changes = diffProduct(current.values, values);
  if (changes.length === 0) return toDto(current, levels);
  const sections = SECTION_KEYS.filter((k) => !same(current.values[k], values[k]));
  const audit = {
    actor: ctx.actor,
    entries: [{ entity: ENTITY, entityId: id, action: 'update', changes }],
  };
  let row: Awaited<ReturnType<typeof saveProduct>>;
  try {
    row = await saveProduct(
      ctx.db,
      ctx.tenantId,
      id,
      input.version,
      values,
      ctx.actor.id,
      levels,
      sections,
      audit,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
  if (!row) {
    // Another save (or a delete) came between the read and the write.
    const now = await readProduct(ctx.db, ctx.tenantId, id);
    throw now ? versionConflict(now) : productNotFound();
  }
  ctx.publicChanged();
  // The answer is what was written: the names around it come from the checks' lookups.
  const one = async (table: string, key: string | null) =>
    key ? (await refs.rows(table, [key], 'id')).get(key)! : null;
  const [brand, description, replacement] = await Promise.all([
    one('brands', values.brandId),
    one('descriptions', values.descriptionId),
    one('products', values.replacedById),
  ]);
  const stored: StoredProduct = {
    values,
    meta: {
      ...current.meta,
      ...row,
      updatedBy: { id: ctx.actor.id, name: ctx.actor.name },
      brand: { id: values.brandId, name: brand!.name as string },
      description: {
        id: values.descriptionId,
        code: description!.code as string,
        name: description!.name as string,
        defaultSubgroupId: (description!.default_subgroup_id as string) ?? null,
        defaultNcm: (description!.default_ncm as string) ?? null,
      },
      replacedBy: replacement
        ? { id: values.replacedById!, code: replacement.code as string }
        : null,
    },
  };
  return toDto(stored, levels);
}

/** Products that name `id` as their replacement (a deleted draft would leave them dangling). */
export async function replacedByCount(db: Db, tenantId: string, id: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where tenant_id = ${tenantId} and replaced_by_id = ${id}`,
  );
  return Number(row?.n ?? 0);
}

export const notDraft = () =>
  new AppError(409, 'NOT_DRAFT', 'Só rascunhos podem ser excluídos; descontinue o produto.');
export const inUse = (n: number) =>
  new AppError(409, 'IN_USE', `Em uso como substituto por ${n} produto(s).`, undefined, undefined, {
    usedBy: { replacements: n },
  });

export function deleteProduct(ctx: ProductContext, id: string, version: number) {
  return commit(ctx, async (tx) => {
    const current = await readProduct(tx, ctx.tenantId, id, true);
    if (!current) throw productNotFound();
    if (current.meta.version !== version) throw versionConflict(current);
    if (current.values.status !== 'draft') throw notDraft();
    const used = await replacedByCount(tx, ctx.tenantId, id);
    if (used > 0) throw inUse(used);
    await deleteProducts(tx, ctx.tenantId, [id]);
    await insertAudit(tx, ctx.tenantId, ctx.actor, [
      {
        entity: ENTITY,
        entityId: id,
        action: 'delete',
        changes: diffProduct(current.values, null),
      },
    ]);
  });
}

/** A new draft with every section of `id` but its code (POST …/{id}/duplicate). */
export async function duplicateProduct(ctx: ProductContext, id: string, code: unknown) {
  const source = await readProduct(ctx.db, ctx.tenantId, id);
  if (!source) throw productNotFound();
  const files = new Set([...source.values.images, ...source.values.documents].map((f) => f.url));
  const copyCtx = { ...ctx, isUpload: (url: string) => files.has(url) || ctx.isUpload(url) };
  return createProduct(copyCtx, { ...source.values, code, status: 'draft' });
}
