import path from 'node:path';
import { z } from 'zod';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ALWAYS_RESERVED = ['www', 'accounts', 'localhost'];

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
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
  SEED: boolFromEnv.default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export type DatabaseConfig =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  productKey: string;
  reservedLabels: ReadonlySet<string>;
  appDomain: string;
  seed: boolean;
  logLevel: string;
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
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    productKey: e.PRODUCT_KEY,
    reservedLabels: new Set([...ALWAYS_RESERVED, e.PRODUCT_KEY, ...e.RESERVED_LABELS]),
    appDomain: e.APP_DOMAIN,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
  };
}
