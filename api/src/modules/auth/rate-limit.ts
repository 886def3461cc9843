import { isIP } from 'node:net';
import type { RateRule } from '../../config';
import { AppError } from '../../plugins/errors';

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * How a rate limit names a client address: IPv4 as it is, IPv4-mapped IPv6 (::ffff:a.b.c.d, how
 * a dual-stack socket shows IPv4 clients) as its IPv4 address, other IPv6 by its /64 prefix: one
 * subscriber or server usually holds a whole /64, and counting each of its addresses apart would
 * give that one client 2^64 allowances. Anything else is returned unchanged.
 */
export function clientIpKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIP(address) !== 6) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Keys that end in `:ip:<client address>` (`sign-in:ip:…`, `public-orders:ip:…`) are counted by
 * clientIpKey's form of the address, whichever module built them. Stores apply this to every key.
 */
export function rateLimitKey(key: string): string {
  const at = key.lastIndexOf(':ip:');
  if (at < 0) return key;
  return key.slice(0, at + 4) + clientIpKey(key.slice(at + 4));
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Where hit counts live. The in-process store below suits one API instance; several instances
 * behind a load balancer need a shared store (Redis: INCR + PEXPIRE NX for hit, GET + PTTL for
 * peek, a DECR that stops at zero for refund, DEL for reset), DESIGN §7. Keys go through
 * rateLimitKey.
 */
export interface RateLimitStore {
  /** Counts one hit for key in its current fixed window; returns the count and the window end. */
  hit(key: string, windowMs: number, now: number): Promise<Window>;
  /** The key's current window without counting; null when it has none. */
  peek(key: string, now: number): Promise<Window | null>;
  /** Takes one hit back (one counted ahead that turned out not to count); never below zero. */
  refund(key: string, now: number): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
  close(): void;
}

export function createMemoryRateLimitStore(sweepEveryMs = 60_000): RateLimitStore {
  const windows = new Map<string, Window>();
  // Forget finished windows now and then, so one-off keys (IPs, e-mails) do not pile up.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, sweepEveryMs);
  sweeper.unref();
  const live = (key: string, now: number) => {
    const current = windows.get(rateLimitKey(key));
    return current && current.resetAt > now ? current : null;
  };

  return {
    async hit(key, windowMs, now) {
      const current = live(key, now);
      if (!current) {
        const fresh = { count: 1, resetAt: now + windowMs };
        windows.set(rateLimitKey(key), fresh);
        return { ...fresh };
      }
      current.count += 1;
      return { ...current };
    },
    async peek(key, now) {
      const current = live(key, now);
      return current ? { ...current } : null;
    },
    async refund(key, now) {
      const current = live(key, now);
      if (current && current.count > 0) current.count -= 1;
    },
    async reset(key) {
      windows.delete(rateLimitKey(key));
    },
    close: () => clearInterval(sweeper),
  };
}

export interface RateLimitCheck {
  key: string;
  rule: RateRule;
}

/**
 * A limit on failures (wrong passwords, mails asked for), with a growing wait: `rule.limit`
 * failures go free, the one that reaches the limit makes the next try wait `rule.windowSeconds`,
 * and each further failure doubles the wait (up to maxWaitSeconds). Failures are remembered for
 * memorySeconds from the first one.
 */
export interface FailureCheck {
  key: string;
  rule: RateRule;
  memorySeconds: number;
  maxWaitSeconds: number;
  /**
   * A success forgets the key's failures (a key of one client and account). Without it a success
   * only does not count, so signing in to one's own account cannot wipe a client's record.
   */
  resetOnSuccess?: boolean;
}

/** A try counted as a failure in advance (so parallel tries see each other). */
export interface Attempt {
  /** The try did not fail: it does not count, and keys with resetOnSuccess start over. */
  succeeded(): Promise<void>;
}

export interface RateLimiter {
  /** Counts a hit on every key; throws 429 RATE_LIMITED (with Retry-After) if any is over. */
  consume(checks: RateLimitCheck[]): Promise<void>;
  /**
   * Starts a try under failure limits: 429 RATE_LIMITED (with Retry-After) while any key waits,
   * and then nothing is counted; otherwise the try counts as a failure until it succeeds.
   */
  attempt(checks: FailureCheck[]): Promise<Attempt>;
  /** Forgets the failures (and waits) of these attempt keys. */
  forget(keys: string[]): Promise<void>;
  close(): void;
}

export function rateLimited(retryAfterSeconds: number): AppError {
  const unit = retryAfterSeconds === 1 ? 'segundo' : 'segundos';
  return new AppError(
    429,
    'RATE_LIMITED',
    `Muitas tentativas. Tente novamente em ${retryAfterSeconds} ${unit}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

const waitKey = (key: string) => `wait:${key}`;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createRateLimiter(
  store: RateLimitStore,
  clock: () => number = Date.now,
): RateLimiter {
  async function waitingMs(checks: FailureCheck[], now: number): Promise<number> {
    let longest = 0;
    for (const { key } of checks) {
      const wait = await store.peek(waitKey(key), now);
      if (wait) longest = Math.max(longest, wait.resetAt - now);
    }
    return longest;
  }

  return {
    async consume(checks) {
      const now = clock();
      let retryAfter = 0;
      for (const { key, rule } of checks) {
        const { count, resetAt } = await store.hit(key, rule.windowSeconds * 1000, now);
        if (count > rule.limit)
          retryAfter = Math.max(retryAfter, Math.ceil((resetAt - now) / 1000));
      }
      if (retryAfter > 0) throw rateLimited(Math.max(1, retryAfter));
    },

    async attempt(checks) {
      const now = clock();
      const waiting = await waitingMs(checks, now);
      if (waiting > 0) throw rateLimited(seconds(waiting));

      const counted: FailureCheck[] = [];
      const opened: FailureCheck[] = [];
      let blockedMs = 0;
      for (const check of checks) {
        const { key, rule, memorySeconds, maxWaitSeconds } = check;
        const { count } = await store.hit(key, memorySeconds * 1000, now);
        counted.push(check);
        if (count < rule.limit) continue;
        const waitMs = Math.min(
          rule.windowSeconds * 1000 * 2 ** (count - rule.limit),
          maxWaitSeconds * 1000,
        );
        // Only one try may start a wait; parallel ones past the limit are refused by it.
        const wait = await store.hit(waitKey(key), waitMs, now);
        if (wait.count === 1) opened.push(check);
        else blockedMs = Math.max(blockedMs, wait.resetAt - now);
      }

      const succeeded = async () => {
        const later = clock();
        for (const { key, resetOnSuccess } of counted) {
          if (resetOnSuccess) {
            await store.reset(key);
            await store.reset(waitKey(key));
          } else {
            await store.refund(key, later);
            if (opened.some((o) => o.key === key)) await store.reset(waitKey(key));
          }
        }
      };
      if (blockedMs > 0) {
        // Refused tries are not failures: take back what this one counted.
        for (const { key } of counted) await store.refund(key, now);
        for (const { key } of opened) await store.reset(waitKey(key));
        throw rateLimited(seconds(blockedMs));
      }
      return { succeeded };
    },

    async forget(keys) {
      for (const key of keys) {
        await store.reset(key);
        await store.reset(waitKey(key));
      }
    },

    close: () => store.close(),
  };
}
