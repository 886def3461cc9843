import { readSearchCacheOptions, type SearchCacheOptions } from './modules/search/search-cache';
import path from 'node:path';
import os from 'node:os';
import { z } from 'zod';
import {
  mediaConfig,
  mediaEnvShape,
  mediaProblems,
  type ImagesConfig,
  type StorageConfig,
  type UploadsConfig,
} from './modules/uploads/media.config';

/**
 * scrypt settings from the OWASP password storage cheat sheet (equal strength). owasp-n17 took
 * about 380 ms per hash on the 2-core build machine, over the 250 ms budget of a sign-in, so the
 * default is owasp-n15 (about 225 ms there). 'test' is far weaker and refused in production.
 */
export const PASSWORD_HASH_COSTS = ['owasp-n17', 'owasp-n16', 'owasp-n15', 'test'] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

const DEFAULT_MAIL_FROM = 'Catálogo Eletrônico <nao-responda@catalogo.local>';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ALWAYS_RESERVED = ['www', 'accounts', 'localhost'];

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const onOffFromEnv = z
  .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], { error: 'must be on or off' })
  .transform((v) => ['on', 'true', '1', 'yes'].includes(v));

// 'count/seconds', e.g. '10/60' = ten hits per minute.
const rateRule = z
  .string()
  .regex(/^\d+\/\d+$/, 'must be count/seconds, e.g. 10/60')
  .transform((v) => {
    const [limit, windowSeconds] = v.split('/').map(Number) as [number, number];
    return { limit, windowSeconds };
  })
  .refine((r) => r.limit >= 1 && r.windowSeconds >= 1, 'count and seconds must be at least 1');

// TRUST_PROXY: false, or how many proxies in front of the API add X-Forwarded-For (true = 1).
const trustProxyFromEnv = z
  .string()
  .regex(/^(true|false|yes|no|\d{1,2})$/, 'must be false or a number of proxy hops, e.g. 1')
  .transform((v): false | number => {
    if (v === 'true' || v === 'yes') return 1;
    if (v === 'false' || v === 'no') return false;
    return Number(v) || false;
  });

const seconds = (min: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be an integer')
    .min(min, `must be at least ${min}`);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 65535 (0 picks a free port)')
    .max(65535, 'must be between 0 and 65535 (0 picks a free port)')
    .default(3333),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // PostgreSQL connections per API process; unset: twice the CPUs, 4 to 20 (see poolSizeFor).
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be between 1 and 100')
    .max(100, 'must be between 1 and 100')
    .optional(),
  // Unset: one instance keeps its counters and caches in memory (the embedded default).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  PRODUCT_KEY: z.string().regex(LABEL, 'must be a lowercase DNS label').default('catalogo'),
  RESERVED_LABELS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((labels) => labels.every((l) => LABEL.test(l)), 'must be a comma list of DNS labels'),
  APP_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a lowercase domain such as localhost or example.com')
    .default('localhost'),
  // Unset: true, except in production.
  SEED: boolFromEnv.optional(),
  SEED_PRODUCTS_DEMO: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 1000000')
    .max(1_000_000, 'must be between 0 and 1000000')
    .default(2000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  // The panel's product list keeps totals and pages per catalogue version (list-totals.ts).
  PRODUCT_LIST_CACHE: onOffFromEnv.default(true),
  // The panel's product list in memory (products/list-index.ts): on, and how many products it
  // keeps over every tenant (least recently listed tenants out).
  PRODUCT_LIST_INDEX: onOffFromEnv.default(true),
  PRODUCT_LIST_INDEX_MAX_PRODUCTS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 100000000')
    .max(100_000_000, 'must be between 0 and 100000000')
    .default(2_000_000),
  // The OpenAPI document and Swagger UI at /docs. Unset: on, except in production.
  API_DOCS: onOffFromEnv.optional(),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: seconds(1).default(900),
  REFRESH_TOKEN_TTL: seconds(60).default(2_592_000),
  REFRESH_GRACE_SECONDS: seconds(0).default(10),
  // The refresh token's cookie (HttpOnly, set and read by the API only; see refresh-cookie.ts).
  AUTH_REFRESH_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a cookie name: letters, digits, _ . -')
    .default('catalogo_refresh'),
  AUTH_REFRESH_COOKIE_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a path such as /auth')
    .default('/auth'),
  // auto: Secure unless the app address (APP_URL_TEMPLATE) is localhost or *.localhost.
  AUTH_REFRESH_COOKIE_SECURE: z
    .enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' })
    .default('auto'),
  AUTH_REFRESH_COOKIE_SAMESITE: z
    .enum(['Strict', 'Lax', 'None'], { error: 'must be Strict, Lax or None' })
    .default('Strict'),
  // Unset: host-only (a tenant's cookie never reaches another subdomain).
  AUTH_REFRESH_COOKIE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a lowercase domain')
    .optional(),
  AUTH_SESSION_CACHE_SECONDS: seconds(0).default(5),
  PASSWORD_HASH_COST: z
    .enum(PASSWORD_HASH_COSTS, { error: `must be one of ${PASSWORD_HASH_COSTS.join(', ')}` })
    .default('owasp-n15'),
  APP_URL_TEMPLATE: z
    .string()
    .refine(
      (v) => v.includes('{tenant}') && URL.canParse(v.replace('{tenant}', 'x')),
      'must be an http(s) URL containing {tenant}, e.g. https://{tenant}.example.com',
    )
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .default('http://{tenant}.localhost:4200'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must not be empty').default(DEFAULT_MAIL_FROM),
  AUTH_RATE_LIMIT_SIGN_IN_IP: rateRule.default({ limit: 10, windowSeconds: 60 }),
  AUTH_RATE_LIMIT_SIGN_IN_EMAIL: rateRule.default({ limit: 5, windowSeconds: 60 }),
  // Failed sign-ins per e-mail across every client: above any one client's pace (see rate-limit.ts).
  AUTH_RATE_LIMIT_SIGN_IN_EMAIL_CEILING: rateRule.default({ limit: 100, windowSeconds: 300 }),
  AUTH_RATE_LIMIT_MAIL_IP: rateRule.default({ limit: 10, windowSeconds: 900 }),
  AUTH_RATE_LIMIT_MAIL_EMAIL: rateRule.default({ limit: 5, windowSeconds: 900 }),
  // Recovery / confirmation mails per e-mail across every client (no mail bomb from many IPs).
  AUTH_RATE_LIMIT_MAIL_EMAIL_CEILING: rateRule.default({ limit: 20, windowSeconds: 3600 }),
  AUTH_RATE_LIMIT_SIGN_UP_IP: rateRule.default({ limit: 10, windowSeconds: 3600 }),
  // Public quote requests and contact messages (no sign-in), per client IP.
  COMMERCE_RATE_LIMIT_ORDERS_IP: rateRule.default({ limit: 10, windowSeconds: 600 }),
  COMMERCE_RATE_LIMIT_MESSAGES_IP: rateRule.default({ limit: 5, windowSeconds: 600 }),
  // Image proxy renders (cache misses) per client IP: a page of 24 cards is 48 on first view.
  IMAGE_RATE_LIMIT_RENDERS_IP: rateRule.default({ limit: 300, windowSeconds: 60 }),
  // The public search's in-memory index (catalog-public/search-index.ts): on, and how many
  // products it keeps over every tenant (least recently searched tenants out).
  SEARCH_INDEX: onOffFromEnv.default(true),
  SEARCH_INDEX_MAX_PRODUCTS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 100000000')
    .max(100_000_000, 'must be between 0 and 100000000')
    .default(2_000_000),
  // Object storage and image proxy (modules/uploads/media.config.ts).
  ...mediaEnvShape,
});

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface AuthConfig {
  /** Null outside production when unset: the auth module then keeps one in DATA_DIR/jwt-secret. */
  jwtSecret: string | null;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  refreshGraceSeconds: number;
  refreshCookie: RefreshCookieConfig;
  /** How long app.authenticate may reuse a loaded tenant and user (0 = always load). */
  sessionCacheSeconds: number;
  passwordHashCost: PasswordHashCost;
  rateLimits: {
    signInIp: RateRule;
    signInEmail: RateRule;
    signInEmailCeiling: RateRule;
    mailIp: RateRule;
    mailEmail: RateRule;
    mailEmailCeiling: RateRule;
    signUpIp: RateRule;
  };
}

/** Attributes of the refresh token's cookie; it is always HttpOnly. */
export interface RefreshCookieConfig {
  name: string;
  path: string;
  secure: boolean;
  sameSite: 'strict' | 'lax' | 'none';
  /** null: host-only (no Domain attribute). */
  domain: string | null;
}

export interface CommerceConfig {
  rateLimits: { ordersIp: RateRule; messagesIp: RateRule };
}

export interface MailConfig {
  appUrlTemplate: string;
  smtpUrl: string | null;
  from: string;
}

export type DatabaseConfig =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null };

/**
 * The PostgreSQL pool's default size: twice the CPUs, at least 4 and at most 20. Connections past
 * what the CPUs can run at once add no throughput, only contention (a save waiting at commit for
 * a backend that lost its CPU): on two cores at 16 clients (bench:panel's reads and saves, runs
 * alternating 4 and 10), PostgreSQL spent 1.1–1.5 ms of CPU per read or save with 4 against
 * 1.4–1.7 ms with 10, and the save's p95 was lower with 4 in six pairs of seven (0.3 ms higher
 * in one). The API's CPUs stand for the database's (one machine runs both by default);
 * DATABASE_POOL_SIZE says otherwise for a database elsewhere.
 */
export function poolSizeFor(cpus: number) {
  return Math.min(20, Math.max(4, 2 * cpus));
}

export interface Config {
  /** The public search's result cache. */
  searchCache: SearchCacheOptions;
  /** PRODUCT_LIST_CACHE: the product list keeps totals and pages (products/list-totals.ts). */
  productListCache: boolean;
  /** PRODUCT_LIST_INDEX(_MAX_PRODUCTS): the product list in memory (products/list-index.ts). */
  productListIndex: { enabled: boolean; maxProducts: number };
  /** The public search's in-memory index. */
  searchIndex: { enabled: boolean; maxProducts: number };
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Redis shared by every API instance (rate limits, cache invalidation), or null. */
  redisUrl: string | null;
  productKey: string;
  reservedLabels: ReadonlySet<string>;
  appDomain: string;
  seed: boolean;
  /** Products generated for the demo tenant on a seeding start when it has none (acme: 300). */
  seedProductsDemo: number;
  logLevel: string;
  production: boolean;
  /** false, or the number of proxy hops whose X-Forwarded-For entries are trusted. */
  trustProxy: false | number;
  /** Serve /docs and /docs/json (API_DOCS; off in production unless API_DOCS=on). */
  docs: boolean;
  auth: AuthConfig;
  commerce: CommerceConfig;
  mail: MailConfig;
  storage: StorageConfig;
  images: ImagesConfig;
  /** GET /_image renders (cache misses) per client IP; cache hits are not counted. */
  imageRendersIp: RateRule;
  /** POST /panel/uploads. */
  uploads: UploadsConfig;
}

/** Secure, except on a localhost app address (plain http there), unless told otherwise. */
function refreshCookieSecure(setting: 'auto' | 'on' | 'off', appUrlTemplate: string): boolean {
  if (setting !== 'auto') return setting === 'on';
  const host = new URL(appUrlTemplate.replace('{tenant}', 'x')).hostname;
  return host !== 'localhost' && !host.endsWith('.localhost');
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment; throws ConfigError listing every problem so one start shows all. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  // Empty values count as unset so `PORT= npm start` falls back to the default.
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}: ${issue.message} (got ${JSON.stringify(env[name])})`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !e.JWT_SECRET)
    problems.push('JWT_SECRET: is required when NODE_ENV=production');
  if (production && e.PASSWORD_HASH_COST === 'test') {
    problems.push('PASSWORD_HASH_COST: test is refused when NODE_ENV=production');
  }
  if (production && !e.SMTP_URL) {
    problems.push('SMTP_URL: is required in production (mail would be written to disk)');
  }
  if (
    e.AUTH_REFRESH_COOKIE_SAMESITE === 'None' &&
    !refreshCookieSecure(e.AUTH_REFRESH_COOKIE_SECURE, e.APP_URL_TEMPLATE)
  ) {
    problems.push('AUTH_REFRESH_COOKIE_SAMESITE: None needs a Secure cookie (browsers drop it)');
  }
  // SEARCH_CACHE, SEARCH_CACHE_TTL_MS, SEARCH_CACHE_MAX_ENTRIES (modules/search/search-cache.ts).
  const searchCache = readSearchCacheOptions(env);
  problems.push(...searchCache.errors);
  // STORAGE_DRIVER=s3 needs S3_BUCKET and STORAGE_PUBLIC_URL; S3 keys come in pairs.
  problems.push(...mediaProblems(e));
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE ?? poolSizeFor(os.availableParallelism()),
        }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    redisUrl: e.REDIS_URL ?? null,
    productKey: e.PRODUCT_KEY,
    reservedLabels: new Set([...ALWAYS_RESERVED, e.PRODUCT_KEY, ...e.RESERVED_LABELS]),
    appDomain: e.APP_DOMAIN,
    seed: e.SEED ?? !production,
    seedProductsDemo: e.SEED_PRODUCTS_DEMO,
    logLevel: e.LOG_LEVEL,
    production,
    trustProxy: e.TRUST_PROXY,
    docs: e.API_DOCS ?? !production,
    auth: {
      jwtSecret: e.JWT_SECRET ?? null,
      accessTokenTtl: e.ACCESS_TOKEN_TTL,
      refreshTokenTtl: e.REFRESH_TOKEN_TTL,
      refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
      refreshCookie: {
        name: e.AUTH_REFRESH_COOKIE_NAME,
        path: e.AUTH_REFRESH_COOKIE_PATH,
        secure: refreshCookieSecure(e.AUTH_REFRESH_COOKIE_SECURE, e.APP_URL_TEMPLATE),
        sameSite: e.AUTH_REFRESH_COOKIE_SAMESITE.toLowerCase() as RefreshCookieConfig['sameSite'],
        domain: e.AUTH_REFRESH_COOKIE_DOMAIN ?? null,
      },
      sessionCacheSeconds: e.AUTH_SESSION_CACHE_SECONDS,
      passwordHashCost: e.PASSWORD_HASH_COST,
      rateLimits: {
        signInIp: e.AUTH_RATE_LIMIT_SIGN_IN_IP,
        signInEmail: e.AUTH_RATE_LIMIT_SIGN_IN_EMAIL,
        signInEmailCeiling: e.AUTH_RATE_LIMIT_SIGN_IN_EMAIL_CEILING,
        mailIp: e.AUTH_RATE_LIMIT_MAIL_IP,
        mailEmail: e.AUTH_RATE_LIMIT_MAIL_EMAIL,
        mailEmailCeiling: e.AUTH_RATE_LIMIT_MAIL_EMAIL_CEILING,
        signUpIp: e.AUTH_RATE_LIMIT_SIGN_UP_IP,
      },
    },
    commerce: {
      rateLimits: {
        ordersIp: e.COMMERCE_RATE_LIMIT_ORDERS_IP,
        messagesIp: e.COMMERCE_RATE_LIMIT_MESSAGES_IP,
      },
    },
    searchCache: searchCache.options,
    productListCache: e.PRODUCT_LIST_CACHE,
    productListIndex: {
      enabled: e.PRODUCT_LIST_INDEX,
      maxProducts: e.PRODUCT_LIST_INDEX_MAX_PRODUCTS,
    },
    searchIndex: { enabled: e.SEARCH_INDEX, maxProducts: e.SEARCH_INDEX_MAX_PRODUCTS },
    imageRendersIp: e.IMAGE_RATE_LIMIT_RENDERS_IP,
    mail: { appUrlTemplate: e.APP_URL_TEMPLATE, smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    ...mediaConfig(e, dataDir),
  };
}
