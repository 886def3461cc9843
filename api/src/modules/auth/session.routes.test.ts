import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { Type } from 'typebox';
import type { App } from '../../app';
import { users } from '../../db/schema';
import {
  createUser,
  hostOf,
  PASSWORD,
  post,
  session,
  signIn,
  tenantId,
} from '../../../test/helpers/auth';
import { forEachDatabase, TEST_JWT_SECRET, useTestApp } from '../../../test/helpers/test-app';
import { requireRole } from './auth.guard';

function addAdminRoute(app: App) {
  app.get(
    '/test/admin-only',
    {
      schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } },
      preHandler: [app.authenticate, requireRole('owner', 'admin')],
    },
    async () => ({ ok: true }),
  );
}

/** A stored hash in the hasher's format, made with settings other than the app's. */
function hashWithParams(password: string, { N, r, p }: { N: number; r: number; p: number }) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8'));

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: addAdminRoute });
  const getSession = (host: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    await createUser(ctx.app, 'demo', 'editor@demo.com', { role: 'editor' });
    await createUser(ctx.app, 'demo', 'viewer@demo.com', { role: 'viewer' });
    await createUser(ctx.app, 'demo', 'owner@demo.com', { role: 'owner' });
    await createUser(ctx.app, 'demo', 'novo@demo.com', { confirmed: false });
    await createUser(ctx.app, 'demo', 'off@demo.com', { status: 'disabled' });
    await createUser(ctx.app, 'acme', 'editor@acme.com');
  });

  describe('POST /auth/sign-in', () => {
    it('answers the access token, sets the refresh token in an HttpOnly cookie and records the sign-in', async () => {
      const res = await signIn(ctx.app, 'demo', 'Editor@Demo.com');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // The refresh token never reaches page scripts: it is not in the body, only in the cookie.
      expect(Object.keys(body).sort()).toEqual(['refreshTokenMaxAge', 'token']);
      expect(body.refreshTokenMaxAge).toBeGreaterThan(2_592_000 - 5);
      expect(body.refreshTokenMaxAge).toBeLessThanOrEqual(2_592_000);
      expect(res.headers['cache-control']).toBe('no-store');
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^catalogo_refresh=[A-Za-z0-9_-]{43};/);
      for (const attribute of ['HttpOnly', 'SameSite=Strict', 'Path=/auth']) {
        expect(setCookie.split('; ')).toContain(attribute);
      }
      expect(setCookie).toContain(`Max-Age=${body.refreshTokenMaxAge}`);
      // Plain http on localhost (the default app address): not Secure; host-only (no Domain).
      expect(setCookie).not.toMatch(/Secure|Domain=/i);

      const claims = decode(body.token);
      const demoId = await tenantId(ctx.app, 'demo');
      expect(claims).toMatchObject({ tid: demoId, ten: 'demo', role: 'editor' });
      expect(claims.exp - claims.iat).toBe(900);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, claims.sub));
      expect(row?.email).toBe('editor@demo.com');
      expect(row?.lastSignInAt).toBeInstanceOf(Date);
    });

    it('gives an unknown e-mail and a wrong password the same answer, each after one scrypt run', async () => {
      const verify = jest.spyOn(ctx.app.authContext.passwords, 'verify');
      const unknown = await signIn(ctx.app, 'demo', 'ninguem@demo.com');
      expect(verify).toHaveBeenCalledTimes(1);
      const wrong = await signIn(ctx.app, 'demo', 'editor@demo.com', 'Outra-Senha-99');
      expect(verify).toHaveBeenCalledTimes(2);
      verify.mockRestore();
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'INVALID_CREDENTIALS',
        message: 'E-mail ou senha inválidos.',
      });
    });

    it('replaces a stored hash made with other settings at the next successful sign-in', async () => {
      const user = await createUser(ctx.app, 'demo', 'antiga@demo.com');
      const old = hashWithParams(PASSWORD, { N: 2048, r: 8, p: 1 });
      await ctx.database.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));
      const storedHash = async () =>
        (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.passwordHash;

      // A wrong password leaves the old hash as it is.
      expect((await signIn(ctx.app, 'demo', 'antiga@demo.com', 'Outra-Senha-99')).statusCode).toBe(
        401,
      );
      expect(await storedHash()).toBe(old);

      expect((await signIn(ctx.app, 'demo', 'antiga@demo.com')).statusCode).toBe(200);
      const upgraded = await storedHash();
      expect(upgraded).not.toBe(old);
      const { N, r, p } = ctx.app.authContext.passwords.params;
      expect(upgraded).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
      expect(ctx.app.authContext.passwords.needsRehash(upgraded as string)).toBe(false);
      expect((await signIn(ctx.app, 'demo', 'antiga@demo.com')).statusCode).toBe(200);
    });

    it('refuses a user of another tenant as unknown', async () => {
      const res = await signIn(ctx.app, 'demo', 'editor@acme.com');
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    });

    it('answers 403 EMAIL_NOT_CONFIRMED only with the right password', async () => {
      const res = await signIn(ctx.app, 'demo', 'novo@demo.com');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'EMAIL_NOT_CONFIRMED',
        message: 'Confirme seu e-mail antes de entrar.',
      });
      const wrong = await signIn(ctx.app, 'demo', 'novo@demo.com', 'Errada-Senha-1');
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    });

    it('answers 403 USER_DISABLED for a disabled user', async () => {
      const res = await signIn(ctx.app, 'demo', 'off@demo.com');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'USER_DISABLED',
        message: 'Usuário desativado. Fale com o administrador da empresa.',
      });
    });

    it.each([
      ['the platform host', 'localhost:3333'],
      ['an unknown tenant', 'nobody.localhost:3333'],
    ])('answers 404 TENANT_NOT_FOUND on %s', async (_label, host) => {
      const res = await post(ctx.app, '/auth/sign-in', host, {
        email: 'a@b.com',
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TENANT_NOT_FOUND');
    });
  });

  describe('GET /auth/session', () => {
    it('answers the user, tenant and permissions of the token', async () => {
      const { token } = await session(ctx.app, 'demo', 'editor@demo.com');
      const res = await getSession(hostOf('demo'), token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        user: {
          id: expect.any(String),
          name: 'Pessoa Teste',
          email: 'editor@demo.com',
          role: 'editor',
          emailConfirmed: true,
        },
        tenant: {
          id: await tenantId(ctx.app, 'demo'),
          uriName: 'demo',
          commercialName: 'Demo Autopeças',
          situation: 'active',
        },
        permissions: ['panel:read', 'portfolio:write', 'commerce:write'],
      });
    });

    it.each([
      [
        'owner@demo.com',
        [
          'panel:read',
          'portfolio:write',
          'commerce:write',
          'settings:manage',
          'users:manage',
          'profile:manage',
          'ownership:transfer',
        ],
      ],
      ['viewer@demo.com', ['panel:read']],
    ])('derives the permissions of %s from the role', async (email, permissions) => {
      const { token } = await session(ctx.app, 'demo', email);
      expect((await getSession(hostOf('demo'), token)).json().permissions).toEqual(permissions);
    });

    it.each([
      ['no Authorization header', undefined],
      ['a malformed token', 'abc.def'],
      ['a token signed with another secret', createSigner({ key: 'x'.repeat(40) })({ sub: 'a' })],
    ])('answers 401 TOKEN_INVALID with %s', async (_label, token) => {
      const res = await getSession(hostOf('demo'), token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'TOKEN_INVALID',
        message: 'Sessão inválida. Entre novamente.',
      });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    });

    it('answers 401 TOKEN_INVALID for a well-signed token without a session (sid)', async () => {
      const { token } = await session(ctx.app, 'demo', 'editor@demo.com');
      const { sid, ...claims } = decode(token);
      expect(sid).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
      const now = Math.floor(Date.now() / 1000);
      const sign = createSigner({ key: TEST_JWT_SECRET });
      const res = await getSession(hostOf('demo'), sign({ ...claims, iat: now, exp: now + 60 }));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
      // A sid that names no session of this user is refused as well.
      const foreign = sign({
        ...claims,
        sid: '00000000-0000-4000-8000-000000000000',
        iat: now,
        exp: now + 60,
      });
      expect((await getSession(hostOf('demo'), foreign)).statusCode).toBe(401);
    });

    it.each([
      ['sub', 'not-a-uuid'],
      ['tid', 'demo'],
      ['sub', "' OR 1=1 --"],
    ])(
      'answers 401 TOKEN_INVALID for a well-signed token whose %s is not a uuid',
      async (claim, value) => {
        const { token } = await session(ctx.app, 'demo', 'editor@demo.com');
        const now = Math.floor(Date.now() / 1000);
        const sign = createSigner({ key: TEST_JWT_SECRET });
        const forged = sign({ ...decode(token), [claim]: value, iat: now, exp: now + 60 });
        const res = await getSession(hostOf('demo'), forged);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('TOKEN_INVALID');
      },
    );

    it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
      const { token } = await session(ctx.app, 'demo', 'editor@demo.com');
      const claims = decode(token);
      const now = Math.floor(Date.now() / 1000);
      const expired = createSigner({ key: TEST_JWT_SECRET })({
        ...claims,
        iat: now - 1000,
        exp: now - 10,
      });
      const res = await getSession(hostOf('demo'), expired);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'TOKEN_EXPIRED',
        message: 'Sessão expirada. Entre novamente.',
      });
    });

    it("answers 401 TOKEN_INVALID for acme's token on the demo host", async () => {
      const { token } = await session(ctx.app, 'acme', 'editor@acme.com');
      expect((await getSession(hostOf('acme'), token)).statusCode).toBe(200);
      const res = await getSession(hostOf('demo'), token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
      expect((await getSession('localhost:3333', token)).statusCode).toBe(401);
    });

    it('answers 401 USER_DISABLED once the user is disabled, with a still valid token', async () => {
      const user = await createUser(ctx.app, 'demo', 'logo-off@demo.com');
      const { token } = await session(ctx.app, 'demo', 'logo-off@demo.com');
      expect((await getSession(hostOf('demo'), token)).statusCode).toBe(200);
      await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      // Within AUTH_SESSION_CACHE_SECONDS the loaded user is reused, unless the change is
      // announced, as the code that disables users does.
      expect((await getSession(hostOf('demo'), token)).statusCode).toBe(200);
      ctx.app.authContext.sessions.invalidateUser(user.tenantId, user.id);
      const res = await getSession(hostOf('demo'), token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'USER_DISABLED',
        message: 'Usuário desativado. Fale com o administrador da empresa.',
      });
    });
  });

  describe('requireRole', () => {
    it('lets owners in and answers 403 FORBIDDEN to editors', async () => {
      const get = async (email: string) => {
        const { token } = await session(ctx.app, 'demo', email);
        return ctx.app.inject({
          method: 'GET',
          url: '/test/admin-only',
          headers: { host: hostOf('demo'), authorization: `Bearer ${token}` },
        });
      };
      expect((await get('owner@demo.com')).json()).toEqual({ ok: true });
      const editor = await get('editor@demo.com');
      expect(editor.statusCode).toBe(403);
      expect(editor.json().code).toBe('FORBIDDEN');
    });
  });
});
