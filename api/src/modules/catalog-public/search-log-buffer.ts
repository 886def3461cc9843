import type { Db } from '../../db/client';
import type { Background } from '../../plugins/background';
import { insertSearchLogs, type SearchLogRow } from './products.repository';

/**
 * Collects search-log rows for up to `delayMs` and writes them in one insert: under load one
 * commit per search costs the database more than the searches. The wait is itself a
 * background job, so closing the app (which drains background jobs) still writes the batch.
 */
export function createSearchLogBuffer(db: Db, background: Background, delayMs = 200) {
  let rows: SearchLogRow[] = [];
  let scheduled = false;
  return {
    add(row: Omit<SearchLogRow, 'at'>): void {
      rows.push({ ...row, at: new Date() });
      if (scheduled) return;
      scheduled = true;
      background.run('search-log', async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        const batch = rows;
        rows = [];
        scheduled = false;
        await insertSearchLogs(db, batch);
      });
    },
  };
}
