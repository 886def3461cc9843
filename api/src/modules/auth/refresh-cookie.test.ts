import { ConfigError } from '../../config';
import { createUser, hostOf, signIn } from '../../../test/helpers/auth';
import { forEachDatabase, testConfig, useTestApp } from '../../../test/helpers/test-app';

describe('the refresh cookie configuration', () => {
  const cookieOf = (env: Record<string, string>) => testConfig(env).auth.refreshCookie;

  it('defaults: host-only, Path=/auth, SameSite=Strict, Secure outside localhost', () => {
    expect(cookieOf({})).toEqual({
      name: 'catalogo_refresh',
      path: '/auth',
      secure: false,
      sameSite: 'strict',
      domain: null,
    });
    expect(cookieOf({ APP_URL_TEMPLATE: 'http://{tenant}.localhost:4200' }).secure).toBe(false);
    expect(cookieOf({ APP_URL_TEMPLATE: 'https://{tenant}.catalogo.com.br' }).secure).toBe(true);
    // Outside localhost, plain http too: the cookie stays Secure unless told otherwise.
    expect(cookieOf({ APP_URL_TEMPLATE: 'http://{tenant}.catalogo.lan' }).secure).toBe(true);
    expect(
      cookieOf({
        APP_URL_TEMPLATE: 'http://{tenant}.catalogo.lan',
        AUTH_REFRESH_COOKIE_SECURE: 'off',
      }).secure,
    ).toBe(false);
    expect(cookieOf({ AUTH_REFRESH_COOKIE_SECURE: 'on' }).secure).toBe(true);
  });

  it('refuses SameSite=None without Secure and malformed attributes', () => {
    for (const env of <Array<Record<string, string>>>[
      { AUTH_REFRESH_COOKIE_SAMESITE: 'None' },
      { AUTH_REFRESH_COOKIE_SAMESITE: 'strict' },
      { AUTH_REFRESH_COOKIE_NAME: 'a b' },
      { AUTH_REFRESH_COOKIE_PATH: 'auth' },
      { AUTH_REFRESH_COOKIE_DOMAIN: 'Example.COM' },
      { AUTH_REFRESH_COOKIE_SECURE: 'maybe' },
    ]) {
      expect(() => testConfig(env)).toThrow(ConfigError);
    }
    expect(
      cookieOf({ AUTH_REFRESH_COOKIE_SAMESITE: 'None', AUTH_REFRESH_COOKIE_SECURE: 'on' }),
    ).toMatchObject({ sameSite: 'none', secure: true });
  });
});

forEachDatabase((kind) => {
  // An app address outside localhost, and every attribute configured.
  const ctx = useTestApp(kind, {
    env: {
      APP_URL_TEMPLATE: 'https://{tenant}.catalogo.example',
      AUTH_REFRESH_COOKIE_NAME: '__Secure-sessao',
      AUTH_REFRESH_COOKIE_PATH: '/auth/',
      AUTH_REFRESH_COOKIE_SAMESITE: 'Lax',
      AUTH_REFRESH_COOKIE_DOMAIN: 'demo.localhost',
    },
  });

  beforeAll(async () => {
    await createUser(ctx.app, 'demo', 'ana@demo.com');
  });

  it('sets the configured attributes, Secure on an app address outside localhost', async () => {
    const res = await signIn(ctx.app, 'demo', 'ana@demo.com');
    expect(res.statusCode).toBe(200);
    const parts = String(res.headers['set-cookie']).split('; ');
    expect(parts[0]).toMatch(/^__Secure-sessao=[A-Za-z0-9_-]{43}$/);
    expect(parts).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'Secure',
        'SameSite=Lax',
        'Path=/auth/',
        'Domain=demo.localhost',
        `Max-Age=${res.json().refreshTokenMaxAge}`,
      ]),
    );

    // The configured name is the one read back.
    const token = parts[0]!.split('=')[1];
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { host: hostOf('demo'), cookie: `__Secure-sessao=${token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { host: hostOf('demo') },
    });
    expect(String(signedOut.headers['set-cookie'])).toMatch(
      /^__Secure-sessao=; Max-Age=0; Domain=demo\.localhost; Path=\/auth\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
