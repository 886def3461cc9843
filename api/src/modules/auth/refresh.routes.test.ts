import { eq, sql } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import { createUser, hostOf, post, session } from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { hashToken } from './opaque-token';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const DEMO = hostOf('demo');
  const refresh = (refreshToken: string, host = DEMO) =>
    post(ctx.app, '/auth/refresh', host, { refreshToken });
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
    const res = await post(
      ctx.app,
      '/auth/refresh',
      DEMO,
      { refreshToken: first.refreshToken },
      {
        authorization: 'Bearer expired.token.here',
      },
    );
    expect(res.statusCode).toBe(200);
    const second = res.json();
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
    const second = (await refresh(first.refreshToken)).json();
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
    const tokens = [a, b].map((r) => r.json().refreshToken);
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

  describe('POST /auth/sign-out', () => {
    it('revokes the family of the refresh token, with or without a Bearer token', async () => {
      const one = await session(ctx.app, 'demo', 'ana@demo.com');
      const rotated = (await refresh(one.refreshToken)).json();
      const res = await post(ctx.app, '/auth/sign-out', DEMO, { refreshToken: one.refreshToken });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await refresh(rotated.refreshToken)).json().code).toBe('REFRESH_INVALID');

      const two = await session(ctx.app, 'demo', 'ana@demo.com');
      const withBearer = await post(
        ctx.app,
        '/auth/sign-out',
        DEMO,
        { refreshToken: two.refreshToken },
        { authorization: `Bearer ${two.token}` },
      );
      expect(withBearer.statusCode).toBe(204);
      expect((await refresh(two.refreshToken)).statusCode).toBe(401);
    });

    it('ends the access tokens of the session at once, and only those', async () => {
      const one = await session(ctx.app, 'demo', 'ana@demo.com');
      const other = await session(ctx.app, 'demo', 'ana@demo.com');
      // Loaded once, so the session cache holds it.
      expect((await getSession(one.token)).statusCode).toBe(200);
      const res = await post(ctx.app, '/auth/sign-out', DEMO, { refreshToken: one.refreshToken });
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
          post(ctx.app, '/auth/sign-out', DEMO, { refreshToken: one.refreshToken }),
        ]);
        expect(signedOut.statusCode).toBe(204);
        expect([200, 401]).toContain(refreshed.statusCode);
        if (refreshed.statusCode !== 200) continue;
        const minted = refreshed.json();
        expect((await refresh(minted.refreshToken)).statusCode).toBe(401);
        expect((await getSession(minted.token)).statusCode).toBe(401);
      }
    });

    it('answers 204 with no body, an empty body or an unknown token', async () => {
      expect((await post(ctx.app, '/auth/sign-out', DEMO)).statusCode).toBe(204);
      expect((await post(ctx.app, '/auth/sign-out', DEMO, {})).statusCode).toBe(204);
      const unknown = await post(ctx.app, '/auth/sign-out', DEMO, { refreshToken: 'nope' });
      expect(unknown.statusCode).toBe(204);
      expect((await post(ctx.app, '/auth/sign-out', 'localhost:3333', {})).statusCode).toBe(204);
    });
  });
});
