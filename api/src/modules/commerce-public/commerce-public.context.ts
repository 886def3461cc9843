import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Background } from '../../plugins/background';
import type { RateLimiter } from '../auth/rate-limit';
import type { Mailer } from '../mail/mail.types';

/** What the public order and contact services need, built once by commerce-public.routes.ts. */
export interface CommerceContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  background: Background;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
}

/** Counts a hit of this client IP on one public form; throws 429 RATE_LIMITED when over. */
export function consumeFormLimit(
  ctx: CommerceContext,
  form: 'orders' | 'messages',
  ip: string,
): Promise<void> {
  const rule = ctx.config.commerce.rateLimits[form === 'orders' ? 'ordersIp' : 'messagesIp'];
  return ctx.limiter.consume([{ key: `public-${form}:ip:${ip}`, rule }]);
}
