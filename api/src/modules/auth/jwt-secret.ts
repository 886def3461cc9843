import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * Outside production JWT_SECRET may be unset: a random secret is made once and kept in
 * DATA_DIR/jwt-secret (mode 600), so access tokens survive restarts of a local API.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // writeFileSync's mode is ignored when the file already existed (e.g. an empty one).
  fs.chmodSync(file, 0o600);
  return secret;
}
