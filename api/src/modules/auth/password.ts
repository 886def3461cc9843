import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashCost } from '../../config';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's equal-strength scrypt settings; see PASSWORD_HASH_COSTS in config.ts for the choice. */
export const SCRYPT_PARAMS: Record<PasswordHashCost, ScryptParams> = {
  'owasp-n17': { N: 2 ** 17, r: 8, p: 1 },
  'owasp-n16': { N: 2 ** 16, r: 8, p: 2 },
  'owasp-n15': { N: 2 ** 15, r: 8, p: 3 },
  // Tests only (config refuses it in production): about 1 ms instead of 200.
  test: { N: 2 ** 10, r: 8, p: 1 },
};

const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Bounds for parsing stored hashes, so a corrupt row cannot make one verification eat the server.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below N=2^17, r=8.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

/** Reads `scrypt$N$r$p$salt$hash` (salt and hash in base64); null when malformed. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  if (!Number.isInteger(r) || !Number.isInteger(p)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < SALT_BYTES || key.length !== KEY_BYTES) return null;
  return { params: { N, r, p }, salt, key };
}

const sameParams = (a: ScryptParams, b: ScryptParams) => a.N === b.N && a.r === b.r && a.p === b.p;

export interface PasswordHasher {
  readonly params: ScryptParams;
  hash(password: string): Promise<string>;
  /**
   * Always runs exactly one scrypt with the current settings, so callers cannot be told apart by
   * timing: against the stored hash when it has them; otherwise against a dummy hash (unknown or
   * invited user, corrupt hash: the answer is false), and for a stored hash with other settings
   * beside the run that checks it (sign-in then rehashes it with the current ones).
   */
  verify(password: string, stored: string | null): Promise<boolean>;
  /** True when the stored hash uses other parameters than the current ones (upgrade on sign-in). */
  needsRehash(stored: string): boolean;
}

export async function createPasswordHasher(cost: PasswordHashCost): Promise<PasswordHasher> {
  const params = SCRYPT_PARAMS[cost];
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params);
    return [
      'scrypt',
      params.N,
      params.r,
      params.p,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  };
  // Made once at start, so the first unknown-user sign-in costs no more than any other.
  const dummy = parsePasswordHash(await hash(randomBytes(24).toString('base64'))) as ParsedHash;

  return {
    params,
    hash,
    async verify(password, stored) {
      const parsed = stored ? parsePasswordHash(stored) : null;
      if (parsed && sameParams(parsed.params, params)) {
        return timingSafeEqual(await derive(password, parsed.salt, params), parsed.key);
      }
      // A hash made before a cost change takes its own (say 12 ms) run; alone it would tell a
      // known account from an unknown one (a 300 ms dummy run). Both run side by side, so the
      // answer never comes sooner than the current settings allow.
      const [, key] = await Promise.all([
        derive(password, dummy.salt, params),
        parsed ? derive(password, parsed.salt, parsed.params) : null,
      ]);
      return parsed !== null && key !== null && timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parsePasswordHash(stored);
      return !parsed || !sameParams(parsed.params, params);
    },
  };
}
