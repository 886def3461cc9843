import type { FastifyInstance } from 'fastify';
import type { RedisClient } from '../../plugins/shared-state';
import { createMemoryRateLimitStore, rateLimitKey, type RateLimitStore } from './rate-limit';

const PREFIX = 'catalogo:rl:';

// One round trip each, atomic in Redis: a window starts with its first hit and ends on its own.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const PEEK = `local n = redis.call('GET', KEYS[1])
if not n then return nil end
return {tonumber(n), redis.call('PTTL', KEYS[1])}`;
const REFUND = `local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Hit counts in Redis, shared by every API instance (DESIGN §7): a limit reached through one
 * instance holds on all of them. Windows run on Redis's clock (the `now` of the calls only
 * turns the time left into an end time). The connection belongs to the shared-state plugin.
 */
export function createRedisRateLimitStore(redis: RedisClient): RateLimitStore {
  const keyOf = (key: string) => PREFIX + rateLimitKey(key);
  const window = (reply: unknown, now: number) => {
    const [count, ttl] = reply as [number, number];
    // A key without an expiry (never set by this store) ends its window at once.
    return { count: Number(count), resetAt: now + Math.max(0, Number(ttl)) };
  };
  return {
    async hit(key, windowMs, now) {
      const reply = await redis.eval(HIT, {
        keys: [keyOf(key)],
        arguments: [String(Math.max(1, Math.round(windowMs)))],
      });
      return window(reply, now);
    },
    async peek(key, now) {
      const reply = await redis.eval(PEEK, { keys: [keyOf(key)] });
      return reply === null ? null : window(reply, now);
    },
    async refund(key) {
      await redis.eval(REFUND, { keys: [keyOf(key)] });
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
    close: () => undefined,
  };
}

/** The app's store for rate limits: Redis when the instances share one, memory otherwise. */
export function rateLimitStoreOf(app: FastifyInstance): RateLimitStore {
  const { redis } = app.sharedState;
  return redis ? createRedisRateLimitStore(redis) : createMemoryRateLimitStore();
}
