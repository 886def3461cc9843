import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Background } from '../../plugins/background';
import type { Mailer } from '../mail/mail.types';
import type { AccessTokens } from './access-token';
import type { PasswordHasher } from './password';
import type { RateLimiter } from './rate-limit';
import type { SignInTickets } from './sign-in-ticket';
import type { SessionCache } from './session-cache';

/** Everything the auth services need, built once by auth.plugin.ts. */
export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  background: Background;
  log: FastifyBaseLogger;
  tokens: AccessTokens;
  /** The sign-up's ticket for signing in on the new company's host (sign-in-ticket.ts). */
  tickets: SignInTickets;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  sessions: SessionCache;
}

/** E-mails are compared and stored lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
