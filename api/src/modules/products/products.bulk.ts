import { fieldsInvalid } from '../../plugins/errors';
import { insertAudit, type AuditEntry } from '../panel/audit.repository';
import { completenessOf } from './completeness';
import { levelsOf, readProduct, rowsByIds } from './product-read.repository';
import { deleteProducts, refreshDerived, setProductColumns } from './product-write.repository';
import type { ProductValues, Status } from './product.types';
import {
  commit,
  diffProduct,
  ENTITY,
  replacedByCount,
  type ProductContext,
} from './products.service';

export interface BulkInput {
  action: 'publish' | 'draft' | 'discontinue' | 'setBrand' | 'setCategory' | 'delete';
  ids: string[];
  brandId?: string;
  categoryId?: string | null;
  groupId?: string | null;
  subgroupId?: string | null;
}

const STATUS_OF: Record<string, Status> = {
  publish: 'published',
  draft: 'draft',
  discontinue: 'discontinued',
};

/** The change an action makes to a product, as new values (null: nothing to check). */
async function targetOf(ctx: ProductContext, input: BulkInput) {
  const { tenantId, db } = ctx;
  if (input.action === 'setBrand') {
    if (!input.brandId) throw fieldsInvalid([{ field: 'brandId', reason: 'Escolha a marca.' }]);
    if ((await rowsByIds(db, 'brands', tenantId, [input.brandId])).length === 0)
      throw fieldsInvalid([{ field: 'brandId', reason: 'Registro não encontrado.' }]);
    return { brandId: input.brandId.toLowerCase() };
  }
  if (input.action === 'setCategory') {
    const levels = await levelsOf(db, tenantId);
    const issues: { field: string; reason: string }[] = [];
    const [c, g, s] = [input.categoryId ?? null, input.groupId ?? null, input.subgroupId ?? null];
    const [cat] = c ? await rowsByIds(db, 'categories', tenantId, [c]) : [];
    const [grp] = g ? await rowsByIds(db, 'groups', tenantId, [g], 'id, category_id') : [];
    const [sub] = s ? await rowsByIds(db, 'subgroups', tenantId, [s], 'id, group_id') : [];
    if ((c && !cat) || (!c && levels.category))
      issues.push({
        field: 'categoryId',
        reason: c ? 'Registro não encontrado.' : 'Escolha a categoria.',
      });
    if ((g && !grp) || (!g && levels.group))
      issues.push({
        field: 'groupId',
        reason: g ? 'Registro não encontrado.' : 'Escolha o grupo.',
      });
    else if (grp && c && grp.category_id !== c.toLowerCase())
      issues.push({ field: 'groupId', reason: 'O grupo não pertence à categoria escolhida.' });
    if ((s && !sub) || (!s && levels.subgroup))
      issues.push({
        field: 'subgroupId',
        reason: s ? 'Registro não encontrado.' : 'Escolha o subgrupo.',
      });
    else if (sub && g && sub.group_id !== g.toLowerCase())
      issues.push({ field: 'subgroupId', reason: 'O subgrupo não pertence ao grupo escolhido.' });
    if (issues.length > 0) throw fieldsInvalid(issues);
    const lower = (x: string | null) => x?.toLowerCase() ?? null;
    return { categoryId: lower(c), groupId: lower(g), subgroupId: lower(s) };
  }
  if (input.action === 'delete') return null;
  return { status: STATUS_OF[input.action]! };
}

const COLUMNS: Record<string, string> = {
  brandId: 'brand_id',
  categoryId: 'category_id',
  groupId: 'group_id',
  subgroupId: 'subgroup_id',
  status: 'status',
};

/**
 * POST …/bulk: the action on each product in one transaction; a product it cannot apply to
 * (another tenant's or unknown id, a blocked publish, a delete of a non-draft or of a
 * replacement) is listed in `failed` and the others go ahead.
 */
export async function bulkProducts(ctx: ProductContext, input: BulkInput) {
  const change = await targetOf(ctx, input);
  return commit(ctx, async (tx) => {
    const { tenantId } = ctx;
    const levels = await levelsOf(tx, tenantId);
    const result = { done: 0, failed: [] as { id: string; code: string; message: string }[] };
    const audit: AuditEntry[] = [];
    const written: string[] = [];
    for (const id of [...new Set(input.ids.map((x) => x.toLowerCase()))]) {
      const fail = (code: string, message: string) => result.failed.push({ id, code, message });
      const stored = await readProduct(tx, tenantId, id, true);
      if (!stored) {
        fail('NOT_FOUND', 'Produto não encontrado.');
        continue;
      }
      if (!change) {
        if (stored.values.status !== 'draft') {
          fail('NOT_DRAFT', 'Só rascunhos podem ser excluídos.');
          continue;
        }
        const used = await replacedByCount(tx, tenantId, id);
        if (used > 0) {
          fail('IN_USE', `Em uso como substituto por ${used} produto(s).`);
          continue;
        }
        await deleteProducts(tx, tenantId, [id]);
        audit.push({
          entity: ENTITY,
          entityId: id,
          action: 'delete',
          changes: diffProduct(stored.values, null),
        });
        result.done += 1;
        continue;
      }
      const after: ProductValues = { ...stored.values, ...change };
      if (after.status === 'published' && stored.values.status !== 'published') {
        const { blockers } = completenessOf(after, levels);
        if (blockers.length > 0) {
          fail('BLOCKED', `Não pode ser publicado: ${blockers.map((b) => b.reason).join(' ')}`);
          continue;
        }
      }
      const changes = diffProduct(stored.values, after);
      if (changes.length > 0) {
        const columns = Object.fromEntries(
          Object.entries(change).map(([k, v]) => [COLUMNS[k]!, v]),
        );
        await setProductColumns(tx, tenantId, [id], columns, ctx.actor.id);
        audit.push({ entity: ENTITY, entityId: id, action: input.action, changes });
        written.push(id);
      }
      result.done += 1;
    }
    await refreshDerived(tx, tenantId, written);
    await insertAudit(tx, tenantId, ctx.actor, audit);
    return result;
  });
}
