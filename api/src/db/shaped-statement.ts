import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Statements built once per shape and run with values (`sql.placeholder`s), for the hottest
 * writes and reads: building a long statement with drizzle's `sql` (objects per fragment, the
 * text and its parameters walked again per call) cost a product save about as much CPU as
 * PostgreSQL spent running it.
 *
 * A shape is what changes the text (which sections a save rewrites, whether a read locks, …);
 * `key` names it, and everything that changes the text must be in it. Values are never part of
 * the text. With `label`, the statement is a named one: node-postgres prepares it once per
 * connection and PostgreSQL may keep a generic plan (as queryRows' `prepare`); PGlite ignores
 * the name.
 */
export interface ShapedStatement {
  query: { sql: string; params: unknown[] };
  name: string | undefined;
}

const dialect = new PgDialect();
const shapes = new Map<string, ShapedStatement>();

/** A named value of a shaped statement. */
export const placeholder = (name: string) => sql.placeholder(name);

/** The statement of shape `key`, built by `build` the first time it is asked for. */
export function shaped(key: string, build: () => SQL, label?: string): ShapedStatement {
  let found = shapes.get(key);
  if (!found) {
    const query = dialect.sqlToQuery(build());
    const hash = createHash('sha1').update(query.sql).digest('hex').slice(0, 12);
    found = { query, name: label ? `${label}_${hash}` : undefined };
    shapes.set(key, found);
  }
  return found;
}

/** Rows of `statement` run with `values` (one per placeholder name); node-postgres and PGlite. */
export async function runShaped<T>(
  db: Db,
  statement: ShapedStatement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const session = (
    db as unknown as {
      session: {
        prepareQuery(
          query: ShapedStatement['query'],
          fields: undefined,
          name: string | undefined,
          arrayMode: boolean,
        ): { execute(values: Record<string, unknown>): Promise<unknown> };
      };
    }
  ).session;
  const result = (await session
    .prepareQuery(statement.query, undefined, statement.name, false)
    .execute(values)) as { rows: T[] };
  return result.rows;
}
