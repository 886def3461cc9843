import type { RateRule } from '../../config';
import { AppError } from '../../plugins/errors';

/**
 * Where hit counts live. The in-process store below suits one API instance; several instances
 * behind a load balancer need a shared store (Redis INCR + PEXPIRE does the same), DESIGN §7.
 */
export interface RateLimitStore {
  /** Counts one hit for key in its current fixed window; returns the count and the window end. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  close(): void;
}

export function createMemoryRateLimitStore(sweepEveryMs = 60_000): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Forget finished windows now and then, so one-off keys (IPs, e-mails) do not pile up.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, sweepEveryMs);
  sweeper.unref();

  return {
    async hit(key, windowMs, now) {
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs };
        windows.set(key, fresh);
        return { ...fresh };
      }
      current.count += 1;
      return { ...current };
    },
    close: () => clearInterval(sweeper),
  };
}

export interface RateLimitCheck {
  key: string;
  rule: RateRule;
}

export interface RateLimiter {
  /** Counts a hit on every key; throws 429 RATE_LIMITED (with Retry-After) if any is over. */
  consume(checks: RateLimitCheck[]): Promise<void>;
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

export function createRateLimiter(
  store: RateLimitStore,
  clock: () => number = Date.now,
): RateLimiter {
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
    close: () => store.close(),
  };
}
