import type { TenantRow, UserRow } from '../../db/schema';
import { createSessionCache } from './session-cache';

const entry = (tenantId: string, id: string) => ({
  tenant: { id: tenantId } as TenantRow,
  user: { tenantId, id } as UserRow,
});

describe('session cache', () => {
  it('keeps an entry for the TTL only', () => {
    let now = 0;
    const cache = createSessionCache(5, () => now);
    cache.set('k', entry('t', 'u'));
    now = 4_999;
    expect(cache.get('k')?.user.id).toBe('u');
    now = 5_000;
    expect(cache.get('k')).toBeNull();
  });

  it('forgets every entry of a user on invalidateUser', () => {
    const cache = createSessionCache(5);
    cache.set('demo:t:u', entry('t', 'u'));
    cache.set('demo:t:v', entry('t', 'v'));
    cache.invalidateUser('t', 'u');
    expect(cache.get('demo:t:u')).toBeNull();
    expect(cache.get('demo:t:v')).not.toBeNull();
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = createSessionCache(0);
    cache.set('k', entry('t', 'u'));
    expect(cache.get('k')).toBeNull();
  });
});
