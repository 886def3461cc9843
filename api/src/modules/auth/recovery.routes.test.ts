import { eq, sql } from 'drizzle-orm';
import { authTokens, outbox, users } from '../../db/schema';
import {
  createUser,
  hostOf,
  latestMailToken,
  PASSWORD,
  post,
  session,
  signIn,
  withRefreshCookie,
} from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const MESSAGE = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';
const NEW_PASSWORD = 'Outra-Senha-Boa-77';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const DEMO = hostOf('demo');
  const recover = (email: string) => post(ctx.app, '/auth/recovery', DEMO, { email });
  const reset = (token: string, password = NEW_PASSWORD) =>
    post(ctx.app, '/auth/recovery/reset', DEMO, { token, password });
  const mailsTo = async (to: string) => {
    await ctx.app.background.idle();
    return ctx.database.db.select().from(outbox).where(eq(outbox.to, to));
  };

  beforeAll(async () => {
    await createUser(ctx.app, 'demo', 'ana@demo.com');
    await createUser(ctx.app, 'demo', 'bia@demo.com', { confirmed: false });
  });

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await recover('Ana@demo.com');
    const unknown = await recover('ninguem@demo.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: MESSAGE });

    const mails = await mailsTo('ana@demo.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Redefinição de senha - Demo Autopeças');
    expect(mails[0]?.link).toMatch(
      /^http:\/\/demo\.localhost:4200\/auth\/recovery\?token=[\w-]{43}$/,
    );
    expect(await mailsTo('ninguem@demo.com')).toHaveLength(0);
    const [token] = await ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.purpose, 'password_reset'));
    const minutes = (token!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('resets the password once, and ends every session of the user', async () => {
    const tab1 = await session(ctx.app, 'demo', 'ana@demo.com');
    const tab2 = await session(ctx.app, 'demo', 'ana@demo.com');
    const token = await latestMailToken(ctx.app, 'ana@demo.com');
    const cached = await ctx.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { host: DEMO, authorization: `Bearer ${tab1.token}` },
    });
    expect(cached.statusCode).toBe(200);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reset: true });

    expect((await signIn(ctx.app, 'demo', 'ana@demo.com')).statusCode).toBe(401);
    expect((await signIn(ctx.app, 'demo', 'ana@demo.com', NEW_PASSWORD)).statusCode).toBe(200);
    for (const tab of [tab1, tab2]) {
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/auth/session',
        headers: { host: DEMO, authorization: `Bearer ${tab.token}` },
      });
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('TOKEN_INVALID');
      const refreshed = await post(
        ctx.app,
        '/auth/refresh',
        DEMO,
        undefined,
        withRefreshCookie(tab.refreshToken),
      );
      expect(refreshed.json().code).toBe('REFRESH_INVALID');
    }
    const again = await reset(token, 'Mais-Uma-Senha-88');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('confirms the e-mail of an unconfirmed user, who then signs in', async () => {
    expect((await signIn(ctx.app, 'demo', 'bia@demo.com')).json().code).toBe('EMAIL_NOT_CONFIRMED');
    await recover('bia@demo.com');
    const res = await reset(await latestMailToken(ctx.app, 'bia@demo.com'));
    expect(res.statusCode).toBe(200);
    const [bia] = await ctx.database.db.select().from(users).where(eq(users.email, 'bia@demo.com'));
    expect(bia?.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await signIn(ctx.app, 'demo', 'bia@demo.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers TOKEN_EXPIRED after an hour and keeps the old password', async () => {
    await recover('bia@demo.com');
    const token = await latestMailToken(ctx.app, 'bia@demo.com');
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${authTokens.usedAt} is null`);
    const res = await reset(token, 'Nunca-Vai-Valer-5');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Link expirado. Solicite um novo.',
    });
    expect((await signIn(ctx.app, 'demo', 'bia@demo.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common or short new password with the field, before using the link', async () => {
    await recover('bia@demo.com');
    const token = await latestMailToken(ctx.app, 'bia@demo.com');
    const common = await reset(token, 'Senha123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual([
      { field: 'password', reason: 'Senha muito comum. Escolha outra.' },
    ]);
    const short = await reset(token, 'curta');
    expect(short.json().fields).toEqual([
      { field: 'password', reason: 'A senha deve ter pelo menos 8 caracteres.' },
    ]);
    expect((await reset(token, PASSWORD)).statusCode).toBe(200);
  });

  it('answers TOKEN_INVALID for an unknown token and for a token of another tenant', async () => {
    expect((await reset('x'.repeat(43))).json().code).toBe('TOKEN_INVALID');
    await recover('bia@demo.com');
    const token = await latestMailToken(ctx.app, 'bia@demo.com');
    const res = await post(ctx.app, '/auth/recovery/reset', hostOf('acme'), {
      token,
      password: NEW_PASSWORD,
    });
    expect(res.json().code).toBe('TOKEN_INVALID');
  });
});
