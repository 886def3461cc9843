import type { Db } from '../../db/client';
import type { Background } from '../../plugins/background';
import { refreshFacetCounts } from './facet-counts.repository';

/**
 * Refreshes a tenant's precomputed facet counts in the background, at most one run per tenant
 * at a time in this process (the database lock covers other processes). Searches that find
 * the counts stale count live meanwhile, so a refresh is never on a request's path.
 */
export function createFacetRefresher(db: Db, background: Background) {
  const running = new Set<string>();
  return (tenantId: string) => {
    if (running.has(tenantId)) return;
    running.add(tenantId);
    background.run('facet-counts', async () => {
      try {
        await refreshFacetCounts(db, tenantId);
      } finally {
        running.delete(tenantId);
      }
    });
  };
}
