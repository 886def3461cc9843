import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Rows of a raw query; node-postgres and PGlite both answer `{ rows }`.
 *
 * `prepare` names the statement (node-postgres prepares it once per connection, and
 * PostgreSQL then keeps its plan when a generic one is as good: no planning per call). For the
 * hot reads whose plan does not depend on the values (a row by its key). The name is the
 * label with a hash of the text, so two texts never share one. PGlite ignores it.
 */
export async function queryRows<T>(db: Db, query: SQL, prepare?: string): Promise<T[]> {
  if (!prepare) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  const inner = db as unknown as {
    dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
  const built = inner.dialect.sqlToQuery(query);
  const name = `${prepare}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 12)}`;
  const result = (await inner.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}
