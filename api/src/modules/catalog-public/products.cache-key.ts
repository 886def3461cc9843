import { normalizeCode, normalizeText } from '../common/search-text';
import { PLAIN_UUID } from '../common/uuid';
import type { ProductSearchQuery } from './products.schemas';

const lower = (v: string | undefined) => v?.toLowerCase();

/**
 * The search cache key: q only as far as the search reads it (its normalised words and code),
 * so 'KL-1010', 'kl1010' and ' KL 1010 ' share one entry; uuids compare without case.
 */
export function searchCacheKey(query: ProductSearchQuery): string {
  const q = query.q?.trim() ?? '';
  const vehicle = query.vehicle?.trim();
  return JSON.stringify([
    normalizeText(q),
    normalizeCode(q),
    lower(query.brand),
    lower(query.category),
    lower(query.group),
    lower(query.subgroup),
    lower(query.factory),
    vehicle && PLAIN_UUID.test(vehicle) ? vehicle.toLowerCase() : vehicle,
    query.year,
    query.page,
    query.pageSize,
    query.sort,
  ]);
}
