import {
  latestMailToken,
  PLATFORM_HOST,
  post,
  refreshCookieOf,
  signUpBody,
  hostOf,
  createUser,
  session,
  withRefreshCookie,
} from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

/**
 * Sign-up signs in (spec §4): the sign-up answers a ticket, the new company's site exchanges it
 * for what a sign-in answers (access token in the body, refresh token in its HttpOnly cookie),
 * once. The session works while the e-mail is unconfirmed and says so.
 */
forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const NEW = hostOf('loja-nova');
  const ORIGIN = { origin: 'http://loja-nova.localhost:4200' };
  const signUp = async (overrides: Record<string, unknown> = {}) => {
    const res = await post(ctx.app, '/auth/sign-up', PLATFORM_HOST, signUpBody(overrides));
    expect(res.statusCode).toBe(201);
    return res.json() as { signInTicket: string; tenant: { uriName: string } };
  };
  const exchange = (ticket: string, host = NEW, headers: Record<string, string> = ORIGIN) =>
    post(ctx.app, '/auth/sign-in/ticket', host, { ticket }, headers);
  const getSession = (token: string, host = NEW) =>
    ctx.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { host, authorization: `Bearer ${token}` },
    });

  it("signs the owner in on the new company's host with the sign-up's ticket", async () => {
    const { signInTicket } = await signUp();
    expect(signInTicket).toEqual(expect.any(String));

    const res = await exchange(signInTicket);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { token: string; refreshTokenMaxAge: number };
    // What a sign-in answers: the access token and the max age; the refresh token in its cookie.
    expect(Object.keys(body).sort()).toEqual(['refreshTokenMaxAge', 'token']);
    expect(body.refreshTokenMaxAge).toBeGreaterThan(29 * 86_400);
    const cookie = res.cookies.find((c) => c.name === 'catalogo_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    expect(cookie?.maxAge).toBe(body.refreshTokenMaxAge);

    // Signed in while the e-mail is unconfirmed; the session says so (the panel's banner).
    const own = await getSession(body.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({
      email: 'ana@loja-nova.com.br',
      role: 'owner',
      emailConfirmed: false,
    });

    // The cookie refreshes like a sign-in's.
    const refreshed = await post(ctx.app, '/auth/refresh', NEW, undefined, {
      ...withRefreshCookie(refreshCookieOf(res) as string),
      ...ORIGIN,
    });
    expect(refreshed.statusCode).toBe(200);

    // The mailed link confirms the e-mail; the same session sees it at once.
    await ctx.app.background.idle();
    const token = await latestMailToken(ctx.app, 'ana@loja-nova.com.br');
    expect((await post(ctx.app, '/auth/email-confirm', NEW, { token })).statusCode).toBe(200);
    expect((await getSession(body.token)).json().user.emailConfirmed).toBe(true);
  });

  it('takes a ticket once', async () => {
    const { signInTicket } = await signUp({ company: { uriName: 'loja-uma-vez' } });
    const host = hostOf('loja-uma-vez');
    const origin = { origin: 'http://loja-uma-vez.localhost:4200' };
    expect((await exchange(signInTicket, host, origin)).statusCode).toBe(200);
    const again = await exchange(signInTicket, host, origin);
    expect([again.statusCode, again.json().code]).toEqual([401, 'SIGN_IN_TICKET_INVALID']);
    expect(again.json().message).toBe(
      'Não foi possível entrar automaticamente. Entre com seu e-mail e senha.',
    );
    expect(refreshCookieOf(again)).toBeNull();
  });

  it("refuses a ticket on another company's host, from another origin, or forged", async () => {
    const { signInTicket } = await signUp({ company: { uriName: 'loja-outra' } });
    const host = hostOf('loja-outra');
    const origin = { origin: 'http://loja-outra.localhost:4200' };
    await createUser(ctx.app, 'demo', 'ana@demo.com');

    const elsewhere = await exchange(signInTicket, hostOf('demo'), {
      origin: 'http://demo.localhost:4200',
    });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([401, 'SIGN_IN_TICKET_INVALID']);
    const foreign = await exchange(signInTicket, host, { origin: 'http://demo.localhost:4200' });
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'ORIGIN_REFUSED']);
    const [head, payload, signature] = signInTicket.split('.');
    const forged = `${head}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect((await exchange(forged, host, origin)).statusCode).toBe(401);
    // An access token is not a ticket, nor a ticket an access token.
    const { token } = await session(ctx.app, 'demo', 'ana@demo.com');
    expect(
      (await exchange(token, hostOf('demo'), { origin: 'http://demo.localhost:4200' })).statusCode,
    ).toBe(401);
    expect((await getSession(signInTicket, host)).statusCode).toBe(401);
    // None of that used the ticket up.
    expect((await exchange(signInTicket, host, origin)).statusCode).toBe(200);
  });

  it('refuses a ticket once its session was signed out', async () => {
    const { signInTicket } = await signUp({ company: { uriName: 'loja-saiu' } });
    const host = hostOf('loja-saiu');
    const origin = { origin: 'http://loja-saiu.localhost:4200' };
    const first = await exchange(signInTicket, host, origin);
    const signedOut = await post(ctx.app, '/auth/sign-out', host, undefined, {
      ...withRefreshCookie(refreshCookieOf(first) as string),
      ...origin,
    });
    expect(signedOut.statusCode).toBe(204);
    expect((await exchange(signInTicket, host, origin)).statusCode).toBe(401);
  });
});
