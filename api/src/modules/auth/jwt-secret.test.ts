import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import { createAccessTokens } from './access-token';
import { JWT_SECRET_FILE, readOrCreateJwtSecret } from './jwt-secret';

// Real ids: a token whose sub, tid or sid is not a uuid is refused for that alone.
const USER = '7d0c1a52-3b4e-4f6a-9c2d-1e8f7a6b5c40';
const TENANT = '2f9e8d7c-6b5a-4e3d-8c1b-0a9f8e7d6c51';
const OTHER_TENANT = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c62';
const FAMILY = '9c8b7a6d-5e4f-4d3c-9b2a-1f0e9d8c7b73';

describe('JWT secret outside production', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is made once, kept with mode 600 and read back on the next start', () => {
    const dataDir = path.join(dir, 'data');
    const first = readOrCreateJwtSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateJwtSecret(dataDir)).toBe(first);

    // So a token signed before a restart is still valid after it.
    const token = createAccessTokens(first, 60).sign({
      sub: USER,
      tid: TENANT,
      ten: 'demo',
      role: 'viewer',
      sid: FAMILY,
    });
    expect(createAccessTokens(readOrCreateJwtSecret(dataDir), 60).verify(token).ok).toBe(true);
  });

  it('replaces an empty or too short file', () => {
    const dataDir = path.join(dir, 'short');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, JWT_SECRET_FILE), 'abc', { mode: 0o644 });
    expect(readOrCreateJwtSecret(dataDir).length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});

describe('access tokens', () => {
  const tokens = createAccessTokens('s'.repeat(40), 900);

  it('carry sub, tid, ten, role, sid, iat and exp = iat + TTL', () => {
    const verified = tokens.verify(
      tokens.sign({ sub: USER, tid: TENANT, ten: 'demo', role: 'admin', sid: FAMILY }),
    );
    expect(verified).toEqual({
      ok: true,
      claims: {
        sub: USER,
        tid: TENANT,
        ten: 'demo',
        role: 'admin',
        sid: FAMILY,
        iat: expect.any(Number),
        exp: expect.any(Number),
      },
    });
    if (verified.ok) expect(verified.claims.exp - verified.claims.iat).toBe(900);
  });

  it('refuse another algorithm, a tampered payload and an unknown role', () => {
    const token = tokens.sign({ sub: USER, tid: TENANT, ten: 'demo', role: 'admin', sid: FAMILY });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        sub: USER,
        tid: OTHER_TENANT,
        ten: 'acme',
        role: 'owner',
        sid: FAMILY,
        iat: 1,
        exp: 9e9,
      }),
    ).toString('base64url');
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toEqual({
      ok: false,
      code: 'TOKEN_INVALID',
    });
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(tokens.verify(`${none}.${forged}.`)).toEqual({ ok: false, code: 'TOKEN_INVALID' });
    const bad = createAccessTokens('s'.repeat(40), 900).sign({
      sub: USER,
      tid: TENANT,
      ten: 'x',
      role: 'root' as never,
      sid: FAMILY,
    });
    expect(tokens.verify(bad)).toEqual({ ok: false, code: 'TOKEN_INVALID' });
  });

  it('refuse a token without sid (no session to check it against)', () => {
    const signer = createSigner({ key: 's'.repeat(40), algorithm: 'HS256', expiresIn: 60_000 });
    const legacy = signer({ sub: USER, tid: TENANT, ten: 'demo', role: 'admin' });
    expect(tokens.verify(legacy)).toEqual({ ok: false, code: 'TOKEN_INVALID' });
  });
});
