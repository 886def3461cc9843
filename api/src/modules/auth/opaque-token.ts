import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 (hex) of a token: what the database keeps, so a leaked table yields no usable links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A random 32-byte token (base64url, 43 characters) and its stored hash. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
