import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, fieldsInvalid } from '../../plugins/errors';
import { queryRows } from '../catalog-public/query-rows';
import { insertAudit, type Actor, type AuditEntry } from './audit.repository';
import {
  columnOf,
  decodeCsv,
  parseCsv,
  toCsv,
  type CsvIssue,
  type RefLookup,
  type RefLookups,
} from './resource.csv';
import {
  deleteRow,
  existingIds,
  findDuplicate,
  foldText,
  insertRow,
  listRows,
  readRow,
  updateRow,
  usageOf,
  type ListParams,
} from './resource.repository';
import type { FieldIssue, ResourceDef } from './resource.types';
import { checkValues, diffValues, type Values } from './resource.values';

export interface ResourceContext {
  db: Db;
  def: ResourceDef;
  tenantId: string;
  actor: Actor;
  /** Called after a committed write the public catalogue shows. */
  publicChanged: () => void;
}

export const notFound = (def: ResourceDef) =>
  new AppError(
    404,
    'NOT_FOUND',
    `${def.noun.one[0]!.toUpperCase()}${def.noun.one.slice(1)} não encontrada(o).`,
  );

const versionConflict = (current: Values) =>
  new AppError(
    409,
    'VERSION_CONFLICT',
    'Este registro foi alterado por outra pessoa.',
    undefined,
    undefined,
    {
      current,
    },
  );

const duplicate = (fields: FieldIssue[]) =>
  new AppError(409, 'DUPLICATE', 'Já existe um registro com estes dados.', fields);

export function usageMessage(def: ResourceDef, used: Record<string, number>): string {
  const parts = def.usedBy.filter((u) => used[u.key]).map((u) => `${used[u.key]} ${u.label}`);
  return `Em uso por ${parts.join(', ')}.`;
}

async function commit<T>(ctx: ResourceContext, work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await ctx.db.transaction((tx) => work(tx as unknown as Db));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate([]);
    throw error;
  }
  if (ctx.def.public) ctx.publicChanged();
  return result;
}

/** Values checked against every rule: fields, references in the tenant, uniqueness. */
async function checked(ctx: ResourceContext, db: Db, input: Values, exceptId: string | null) {
  const { def, tenantId } = ctx;
  const { values, issues } = checkValues(def, input);
  if (issues.length > 0) throw fieldsInvalid(issues);
  const refIssues: FieldIssue[] = [];
  for (const f of def.fields.filter((x) => x.kind === 'ref' && values[x.key])) {
    const found = await existingIds(db, f.ref!.table, tenantId, [values[f.key] as string]);
    if (found.size === 0) refIssues.push({ field: f.key, reason: 'Registro não encontrado.' });
  }
  if (refIssues.length > 0) throw fieldsInvalid(refIssues);
  for (const u of def.unique) {
    const fields = u.fields.map((k) => def.fields.find((f) => f.key === k)!);
    if (await findDuplicate(db, def, tenantId, fields, values, exceptId))
      throw duplicate([{ field: u.field, reason: u.reason }]);
  }
  return values;
}

export const listResource = (ctx: ResourceContext, params: ListParams) =>
  listRows(ctx.db, ctx.def, ctx.tenantId, params);

export async function readResource(ctx: ResourceContext, id: string) {
  const row = await readRow(ctx.db, ctx.def, ctx.tenantId, id);
  if (!row) throw notFound(ctx.def);
  return row;
}

export function createResource(ctx: ResourceContext, input: Values) {
  return commit(ctx, async (tx) => {
    const values = await checked(ctx, tx, input, null);
    const id = await insertRow(tx, ctx.def, ctx.tenantId, values);
    const row = (await readRow(tx, ctx.def, ctx.tenantId, id))!;
    const changes = diffValues(ctx.def, null, row);
    await insertAudit(tx, ctx.tenantId, ctx.actor, [
      { entity: ctx.def.entity, entityId: id, action: 'create', changes },
    ]);
    return readRow(tx, ctx.def, ctx.tenantId, id) as Promise<Values>;
  });
}

export function updateResource(
  ctx: ResourceContext,
  id: string,
  input: Values & { version: number },
) {
  return commit(ctx, async (tx) => {
    const current = await readRow(tx, ctx.def, ctx.tenantId, id, true);
    if (!current) throw notFound(ctx.def);
    if (current.version !== input.version) throw versionConflict(current);
    const values = await checked(ctx, tx, input, id);
    const changes = diffValues(ctx.def, current, values);
    if (changes.length === 0) return current;
    await updateRow(tx, ctx.def, ctx.tenantId, id, values);
    await insertAudit(tx, ctx.tenantId, ctx.actor, [
      { entity: ctx.def.entity, entityId: id, action: 'update', changes },
    ]);
    await ctx.def.afterWrite?.(tx, ctx.tenantId, [id]);
    return readRow(tx, ctx.def, ctx.tenantId, id) as Promise<Values>;
  });
}

export function deleteResource(ctx: ResourceContext, id: string, version: number) {
  return commit(ctx, async (tx) => {
    const current = await readRow(tx, ctx.def, ctx.tenantId, id, true);
    if (!current) throw notFound(ctx.def);
    if (current.version !== version) throw versionConflict(current);
    const used = await usageOf(tx, ctx.def, ctx.tenantId, id);
    if (Object.keys(used).length > 0)
      throw new AppError(409, 'IN_USE', usageMessage(ctx.def, used), undefined, undefined, {
        usedBy: used,
      });
    await deleteRow(tx, ctx.def, ctx.tenantId, id);
    const changes = diffValues(ctx.def, current, null);
    await insertAudit(tx, ctx.tenantId, ctx.actor, [
      { entity: ctx.def.entity, entityId: id, action: 'delete', changes },
    ]);
  });
}

export interface BulkResult {
  done: number;
  failed: { id: string; code: string; message: string }[];
}

export function bulkResource(
  ctx: ResourceContext,
  action: 'activate' | 'deactivate' | 'delete',
  ids: string[],
) {
  const { def, tenantId } = ctx;
  if (action !== 'delete' && !def.fields.some((f) => f.key === 'active'))
    throw fieldsInvalid([{ field: 'action', reason: 'Ação indisponível para este cadastro.' }]);
  return commit(ctx, async (tx) => {
    const result: BulkResult = { done: 0, failed: [] };
    const audit: AuditEntry[] = [];
    for (const id of [...new Set(ids.map((x) => x.toLowerCase()))]) {
      const row = await readRow(tx, def, tenantId, id, true);
      if (!row) {
        result.failed.push({ id, code: 'NOT_FOUND', message: 'Registro não encontrado.' });
        continue;
      }
      if (action === 'delete') {
        const used = await usageOf(tx, def, tenantId, id);
        if (Object.keys(used).length > 0) {
          result.failed.push({ id, code: 'IN_USE', message: usageMessage(def, used) });
          continue;
        }
        await deleteRow(tx, def, tenantId, id);
        audit.push({
          entity: def.entity,
          entityId: id,
          action,
          changes: diffValues(def, row, null),
        });
      } else {
        const active = action === 'activate';
        if (row.active !== active) {
          await updateRow(tx, def, tenantId, id, { active });
          audit.push({
            entity: def.entity,
            entityId: id,
            action,
            changes: [{ field: 'active', before: row.active, after: active }],
          });
        }
      }
      result.done += 1;
    }
    await insertAudit(tx, tenantId, ctx.actor, audit);
    return result;
  });
}

/** For every ref field: the names CSV uses for the tenant's referenced rows. */
async function refLookups(ctx: ResourceContext): Promise<RefLookups> {
  const lookups: RefLookups = {};
  for (const f of ctx.def.fields.filter((x) => x.kind === 'ref')) {
    const { table, csvBy, csvPath } = f.ref!;
    const rows = await queryRows<{ id: string; name: string; short: string }>(
      ctx.db,
      sql`select r.id, ${sql.raw(csvPath ?? `r.${csvBy}`)} as name, r.${sql.raw(csvBy)} as short
        from ${sql.raw(table)} r where r.tenant_id = ${ctx.tenantId}`,
    );
    const lookup: RefLookup = { nameOf: new Map(), idsOf: new Map(), foldedIdsOf: new Map() };
    const add = (map: Map<string, string[]>, key: string, id: string) => {
      const ids = map.get(key) ?? [];
      if (!ids.includes(id)) map.set(key, [...ids, id]);
    };
    for (const r of rows) {
      lookup.nameOf.set(r.id, r.name);
      for (const name of new Set([r.name.trim(), r.short.trim()])) {
        add(lookup.idsOf, name.toLowerCase(), r.id);
        add(lookup.foldedIdsOf, foldText(name), r.id);
      }
    }
    lookups[f.key] = lookup;
  }
  return lookups;
}

export async function exportResource(ctx: ResourceContext, params: ListParams) {
  const [{ items }, refs] = await Promise.all([
    listRows(ctx.db, ctx.def, ctx.tenantId, params),
    refLookups(ctx),
  ]);
  return toCsv(ctx.def, items, refs);
}

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  errors: CsvIssue[];
}

/**
 * The key of a unique rule as findDuplicate compares it: text in lower case (not folded: 'ÁGUIA'
 * and 'AGUIA' are two names), a blank part equal to a blank part (a vehicle without a last year).
 */
const uniqueKey = (def: ResourceDef, fields: string[], v: Values) => {
  const parts = fields.map((k) => {
    const x = v[k] ?? null;
    return typeof x === 'string' && def.fields.find((f) => f.key === k)?.kind === 'text'
      ? x.toLowerCase()
      : x;
  });
  return parts.every((p) => p === null) ? null : JSON.stringify(parts);
};

/**
 * A CSV import: every line checked as a create or an update (matched by ID, else by the first
 * unique key), all-or-nothing. A dry run, or any error, writes nothing.
 */
export async function importResource(ctx: ResourceContext, bytes: Buffer, dryRun: boolean) {
  const { def, tenantId } = ctx;
  const refs = await refLookups(ctx);
  const { lines, issues } = parseCsv(def, decodeCsv(bytes), refs);
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, errors: [...issues] };
  if (issues.length > 0) return report;
  const { items: existing } = await listRows(ctx.db, def, tenantId, {});
  const byId = new Map(existing.map((r) => [r.id as string, r]));
  const taken = def.unique.map(
    (u) =>
      new Map(
        existing.flatMap((r) => {
          const key = uniqueKey(def, u.fields, r);
          return key ? [[key, r.id as string] as const] : [];
        }),
      ),
  );
  const creates: Values[] = [];
  const updates: { id: string; values: Values; changes: ReturnType<typeof diffValues> }[] = [];
  const error = (line: number, field: string, message: string) =>
    report.errors.push({ line, column: columnOf(def, field), message });

  for (const line of lines) {
    const { values, issues: found } = checkValues(def, line.input);
    const all = [
      ...line.issues,
      ...found.filter((i) => !line.issues.some((j) => j.field === i.field)),
    ];
    all.forEach((i) => error(line.line, i.field, i.reason));
    if (all.length > 0) continue;
    let target = line.id ? byId.get(line.id) : undefined;
    if (line.id && !target) {
      error(line.line, 'id', 'ID não encontrado neste cadastro.');
      continue;
    }
    if (!target) {
      for (const [i, u] of def.unique.entries()) {
        const match = taken[i]!.get(uniqueKey(def, u.fields, values) ?? '');
        if (match) {
          target = byId.get(match);
          break;
        }
      }
    }
    const selfId = (target?.id as string | undefined) ?? `line:${line.line}`;
    let clash = false;
    def.unique.forEach((u, i) => {
      const key = uniqueKey(def, u.fields, values);
      const owner = key ? taken[i]!.get(key) : undefined;
      if (key && owner && owner !== selfId) {
        error(
          line.line,
          u.field,
          owner.startsWith('line:') ? `Repetido na linha ${owner.slice(5)}.` : u.reason,
        );
        clash = true;
      } else if (key) taken[i]!.set(key, selfId);
    });
    if (clash) continue;
    if (!target) {
      creates.push(values);
      continue;
    }
    const changes = diffValues(def, target, values);
    if (changes.length === 0) report.unchanged += 1;
    else updates.push({ id: target.id as string, values, changes });
  }
  report.created = creates.length;
  report.updated = updates.length;
  if (dryRun || report.errors.length > 0 || creates.length + updates.length === 0) return report;

  await commit(ctx, async (tx) => {
    const audit: AuditEntry[] = [];
    for (const values of creates) {
      const id = await insertRow(tx, def, tenantId, values);
      audit.push({
        entity: def.entity,
        entityId: id,
        action: 'import',
        changes: diffValues(def, null, values),
      });
    }
    for (const u of updates) {
      await updateRow(tx, def, tenantId, u.id, u.values);
      audit.push({ entity: def.entity, entityId: u.id, action: 'import', changes: u.changes });
    }
    await insertAudit(tx, tenantId, ctx.actor, audit);
    await def.afterWrite?.(
      tx,
      tenantId,
      updates.map((u) => u.id),
    );
  });
  return report;
}
