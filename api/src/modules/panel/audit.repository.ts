import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
