import { eq, sql } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import {
  createUser,
  hostOf,
  post,
  refreshCookieOf,
  session,
  withRefreshCookie,
} from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { hashToken } from './opaque-token';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const DEMO = hostOf('demo');
  // As a browser does: the refresh token in its cookie, no body.
  const refresh = (refreshToken: string, host = DEMO, headers = {}) =>
    post(ctx.app, '/auth/refresh', host, undefined, {
      ...withRefreshCookie(refreshToken),
      ...headers,
    });
  const signOut = (refreshToken?: string, host = DEMO, headers = {}) =>
    post(ctx.app, '/auth/sign-out', host, undefined, {
      ...(refreshToken ? withRefreshCookie(refreshToken) : {}),
      ...headers,
    });
  /** The pair a refresh answered: the access token from the body, the refresh token from its cookie. */
  const pairOf = (res: Awaited<ReturnType<typeof refresh>>) => ({
    ...(res.json() as { token: string; refreshTokenMaxAge: number }),
    refreshToken: refreshCookieOf(res) as string,
  });
  const getSession = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { host: DEMO, authorization: `Bearer ${token}` },
    });
  /** Pretends the token was rotated long ago, beyond the grace window. */
  const ageRotation = (token: string) =>
    ctx.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashToken(token)));

  beforeAll(async () => {
    await createUser(ctx.app, 'demo', 'ana@demo.com');
    await createUser(ctx.app, 'acme', 'ana@acme.com');
  });

  it('rotates: a new pair in the same family, with the same absolute expiry', async () => {
    const first = await session(ctx.app, 'demo', 'ana@demo.com');
    // The expired or missing access token does not matter.
    const res = await refresh(first.refreshToken, DEMO, {
      authorization: 'Bearer expired.token.here',
    });
    expect(res.statusCode).toBe(200);
    const second = pairOf(res);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.token).toEqual(expect.any(String));
    expect(second.refreshTokenMaxAge).toBeLessThanOrEqual(first.refreshTokenMaxAge);
    expect(second.refreshTokenMaxAge).toBeGreaterThan(first.refreshTokenMaxAge - 5);

    const rows = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(second.refreshToken)));
    const [old] = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    expect(rows[0]?.familyId).toBe(old?.familyId);
    expect(rows[0]?.expiresAt.getTime()).toBe(old?.expiresAt.getTime());
    expect(old?.rotatedAt).toBeInstanceOf(Date);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { host: DEMO, authorization: `Bearer ${second.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('replaying a rotated token after the grace window revokes the whole family', async () => {
    const first = await session(ctx.app, 'demo', 'ana@demo.com');
    const second = pairOf(await refresh(first.refreshToken));
    await ageRotation(first.refreshToken);

    expect((await getSession(second.token)).statusCode).toBe(200);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_REUSED');
    // Access tokens of the revoked family stop working at once, cached or not.
    for (const token of [first.token, second.token]) {
      const res = await getSession(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
    }
    // The thief and the user are both out: the newest token of the family fails too.
    const newest = await refresh(second.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe('REFRESH_INVALID');
  });

  it('two refreshes with the same token inside the grace window both succeed, a third does not', async () => {
    const first = await session(ctx.app, 'demo', 'ana@demo.com');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // One grace replay per rotated token: a copy cannot mint session after session.
    const c = await refresh(first.refreshToken);
    expect(c.statusCode).toBe(401);
    expect(c.json().code).toBe('REFRESH_INVALID');
    const tokens = [a, b].map((r) => pairOf(r).refreshToken);
    expect(new Set(tokens).size).toBe(2);
    // Each tab goes on refreshing with its own token.
    for (const token of tokens) expect((await refresh(token)).statusCode).toBe(200);
  });

  it('answers REFRESH_INVALID once the family reached its absolute expiry', async () => {
    const first = await session(ctx.app, 'demo', 'ana@demo.com');
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'REFRESH_INVALID',
      message: 'Sessão encerrada. Entre novamente.',
    });
  });

  it('answers 401 for an unknown token and for a token of another tenant', async () => {
    expect((await refresh('x'.repeat(43))).json().code).toBe('REFRESH_INVALID');
    const acme = await session(ctx.app, 'acme', 'ana@acme.com');
    const res = await refresh(acme.refreshToken, DEMO);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('REFRESH_INVALID');
    // Still good on its own tenant: the attempt on demo did not touch it.
    expect((await refresh(acme.refreshToken, hostOf('acme'))).statusCode).toBe(200);
  });

  describe('the refresh cookie', () => {
    it('refresh answers the new refresh token only in its HttpOnly cookie', async () => {
      const first = await session(ctx.app, 'demo', 'ana@demo.com');
      const res = await refresh(first.refreshToken);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['refreshTokenMaxAge', 'token']);
      expect(res.headers['cache-control']).toBe('no-store');
      const [cookie, ...more] = res.cookies;
      expect(more).toEqual([]);
      expect(cookie).toMatchObject({
        name: 'catalogo_refresh',
        httpOnly: true,
        sameSite: 'Strict',
        path: '/auth',
        maxAge: res.json().refreshTokenMaxAge,
      });
      // Plain http on localhost: no Secure there (refresh-cookie.test.ts has the other case).
      expect(cookie).not.toHaveProperty('secure');
      expect(cookie).not.toHaveProperty('domain');
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.value).not.toBe(first.refreshToken);
    });

    it('refresh reads the cookie only: a token in the body is refused and rotates nothing', async () => {
      const first = await session(ctx.app, 'demo', 'ana@demo.com');
      const inBody = await post(ctx.app, '/auth/refresh', DEMO, {
        refreshToken: first.refreshToken,
      });
      expect(inBody.statusCode).toBe(400);
      expect(inBody.json().code).toBe('VALIDATION_ERROR');
      expect(inBody.cookies).toEqual([]);
      const noCookie = await post(ctx.app, '/auth/refresh', DEMO);
      expect(noCookie.statusCode).toBe(401);
      expect(noCookie.json().code).toBe('REFRESH_INVALID');
      // Neither touched the token: it still rotates normally (no grace replay spent).
      expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    });

    it("refresh and sign-out answer only the tenant's own shell; another origin changes nothing", async () => {
      const first = await session(ctx.app, 'demo', 'ana@demo.com');
      for (const origin of ['http://acme.localhost:4200', 'http://evil.test', 'null']) {
        for (const res of [
          await refresh(first.refreshToken, DEMO, { origin }),
          await signOut(first.refreshToken, DEMO, { origin }),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('ORIGIN_REFUSED');
          expect(res.cookies).toEqual([]);
        }
      }
      const own = await refresh(first.refreshToken, DEMO, { origin: 'http://demo.localhost:4200' });
      expect(own.statusCode).toBe(200);
      const out = await signOut(pairOf(own).refreshToken, DEMO, {
        origin: 'http://demo.localhost:4200',
      });
      expect(out.statusCode).toBe(204);
    });
  });

  describe('POST /auth/sign-out', () => {
    it('clears the refresh cookie (same name, path and attributes, expired)', async () => {
      const one = await session(ctx.app, 'demo', 'ana@demo.com');
      for (const res of [await signOut(one.refreshToken), await signOut()]) {
        expect(res.statusCode).toBe(204);
        expect(res.cookies).toEqual([
          expect.objectContaining({
            name: 'catalogo_refresh',
            value: '',
            maxAge: 0,
            path: '/auth',
            httpOnly: true,
            sameSite: 'Strict',
          }),
        ]);
      }
      expect((await refresh(one.refreshToken)).json().code).toBe('REFRESH_INVALID');
    });

    it('revokes the family of the refresh token, with or without a Bearer token', async () => {
      const one = await session(ctx.app, 'demo', 'ana@demo.com');
      const rotated = pairOf(await refresh(one.refreshToken));
      const res = await signOut(one.refreshToken);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await refresh(rotated.refreshToken)).json().code).toBe('REFRESH_INVALID');

      const two = await session(ctx.app, 'demo', 'ana@demo.com');
      const withBearer = await signOut(two.refreshToken, DEMO, {
        authorization: `Bearer ${two.token}`,
      });
      expect(withBearer.statusCode).toBe(204);
      expect((await refresh(two.refreshToken)).statusCode).toBe(401);
    });

    it('ends the access tokens of the session at once, and only those', async () => {
      const one = await session(ctx.app, 'demo', 'ana@demo.com');
      const other = await session(ctx.app, 'demo', 'ana@demo.com');
      // Loaded once, so the session cache holds it.
      expect((await getSession(one.token)).statusCode).toBe(200);
      const res = await signOut(one.refreshToken);
      expect(res.statusCode).toBe(204);
      const after = await getSession(one.token);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('TOKEN_INVALID');
      expect((await getSession(other.token)).statusCode).toBe(200);
    });

    it('racing a refresh never leaves a working refresh or access token', async () => {
      for (let round = 0; round < 8; round += 1) {
        const one = await session(ctx.app, 'demo', 'ana@demo.com');
        const [refreshed, signedOut] = await Promise.all([
          refresh(one.refreshToken),
          signOut(one.refreshToken),
        ]);
        expect(signedOut.statusCode).toBe(204);
        expect([200, 401]).toContain(refreshed.statusCode);
        if (refreshed.statusCode !== 200) continue;
        const minted = pairOf(refreshed);
        expect((await refresh(minted.refreshToken)).statusCode).toBe(401);
        expect((await getSession(minted.token)).statusCode).toBe(401);
      }
    });

    it('answers 204 with no cookie, an empty body or an unknown token', async () => {
      expect((await signOut()).statusCode).toBe(204);
      expect((await post(ctx.app, '/auth/sign-out', DEMO, {})).statusCode).toBe(204);
      expect((await signOut('nope')).statusCode).toBe(204);
      expect((await signOut(undefined, 'localhost:3333')).statusCode).toBe(204);
    });
  });
});
