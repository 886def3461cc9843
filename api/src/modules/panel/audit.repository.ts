import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { placeholder } from '../../db/shaped-statement';
import type { AuditChange } from '../../db/catalog-schema';
import { queryRows } from '../catalog-public/query-rows';
import { storableJson } from '../common/storable-text';

export interface AuditEntry {
  entity: string;
  entityId: string;
  action: string;
  changes: AuditChange[];
}

export interface Actor {
  id: string;
  name: string;
}

/**
 * The statement that inserts the audit rows of one write (any number of them); `onlyIf`: a
 * condition of the statement it is part of (e.g. that the write found its row).
 */
export function auditInsertSql(
  tenantId: string,
  actor: Actor,
  entries: AuditEntry[],
  onlyIf?: SQL,
): SQL {
  const rows = entries.map((e) => ({
    entity: e.entity,
    entity_id: e.entityId,
    action: e.action,
    changes: e.changes,
  }));
  return sql`insert into audit_log (tenant_id, entity, entity_id, action, user_id, user_name, changes)
    select ${tenantId}, entity, entity_id, action, ${actor.id}, ${actor.name}, changes
    from jsonb_to_recordset(${storableJson(rows)}::jsonb)
      as x(entity text, entity_id uuid, action text, changes jsonb)
    ${onlyIf ? sql`where ${onlyIf}` : sql``}`;
}

/**
 * auditInsertSql with its values as placeholders (a statement built once per shape, see
 * db/shaped-statement.ts): auditValues gives them.
 */
export function auditInsertShaped(onlyIf: SQL): SQL {
  return sql`insert into audit_log (tenant_id, entity, entity_id, action, user_id, user_name, changes)
    select ${placeholder('audit_tenant')}, entity, entity_id, action, ${placeholder('audit_user_id')},
      ${placeholder('audit_user_name')}, changes
    from jsonb_to_recordset(${placeholder('audit_rows')}::jsonb)
      as x(entity text, entity_id uuid, action text, changes jsonb)
    where ${onlyIf}`;
}

export const auditValues = (tenantId: string, actor: Actor, entries: AuditEntry[]) => ({
  audit_tenant: tenantId,
  audit_user_id: actor.id,
  audit_user_name: actor.name,
  audit_rows: storableJson(
    entries.map((e) => ({
      entity: e.entity,
      entity_id: e.entityId,
      action: e.action,
      changes: e.changes,
    })),
  ),
});

/** Audit rows of one write, in the write's transaction (one statement for any number). */
export async function insertAudit(db: Db, tenantId: string, actor: Actor, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await db.execute(auditInsertSql(tenantId, actor, entries));
}

export interface HistoryEntry {
  at: string;
  user: Actor | null;
  action: string;
  changes: AuditChange[];
}

/** A record's history, newest first (at most 500 entries). */
export async function historyOf(db: Db, tenantId: string, entity: string, entityId: string) {
  const rows = await queryRows<{
    at: Date | string;
    user_id: string | null;
    user_name: string | null;
    action: string;
    changes: AuditChange[];
  }>(
    db,
    sql`select at, user_id, user_name, action, changes from audit_log
      where tenant_id = ${tenantId} and entity = ${entity} and entity_id = ${entityId}
      order by at desc, id limit 500`,
  );
  return rows.map<HistoryEntry>((r) => ({
    at: new Date(r.at).toISOString(),
    user: r.user_id ? { id: r.user_id, name: r.user_name ?? '' } : null,
    action: r.action,
    changes: r.changes,
  }));
}
