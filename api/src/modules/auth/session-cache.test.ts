import type { TenantRow, UserRow } from '../../db/schema';
import { createSessionCache } from './session-cache';

const entry = (tenantId: string, id: string, familyId = `f-${id}`) => ({
  tenant: { id: tenantId } as TenantRow,
  user: { tenantId, id } as UserRow,
  familyId,
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

  it('forgets the entries of one session on invalidateFamily', () => {
    const cache = createSessionCache(5);
    cache.set('demo:t:u:f1', entry('t', 'u', 'f1'));
    cache.set('demo:t:u:f2', entry('t', 'u', 'f2'));
    cache.set('acme:s:u:f1', entry('s', 'u', 'f1'));
    cache.invalidateFamily('t', 'f1');
    expect(cache.get('demo:t:u:f1')).toBeNull();
    expect(cache.get('demo:t:u:f2')).not.toBeNull();
    expect(cache.get('acme:s:u:f1')).not.toBeNull();
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = createSessionCache(0);
    cache.set('k', entry('t', 'u'));
    expect(cache.get('k')).toBeNull();
  });
});
