import { createUser, hostOf, PASSWORD, post, signUpBody } from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, {
    env: {
      AUTH_RATE_LIMIT_SIGN_IN_IP: '4/60',
      AUTH_RATE_LIMIT_SIGN_IN_EMAIL: '2/60',
      AUTH_RATE_LIMIT_MAIL_IP: '3/900',
      AUTH_RATE_LIMIT_MAIL_EMAIL: '2/900',
      AUTH_RATE_LIMIT_SIGN_UP_IP: '1/3600',
    },
  });
  const DEMO = hostOf('demo');
  const from = (remoteAddress: string) => ({ remoteAddress });
  const signInFrom = (ip: string, email: string, password = 'Errada-Senha-1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { host: DEMO },
      payload: { email, password },
      ...from(ip),
    });

  beforeAll(async () => {
    await createUser(ctx.app, 'demo', 'ana@demo.com');
  });

  it('limits sign-in per e-mail: 429 with Retry-After, even with the right password', async () => {
    expect((await signInFrom('10.0.0.1', 'ana@demo.com')).statusCode).toBe(401);
    expect((await signInFrom('10.0.0.2', 'ANA@demo.com')).statusCode).toBe(401);
    const res = await signInFrom('10.0.0.3', 'ana@demo.com', PASSWORD);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: `Muitas tentativas. Tente novamente em ${retryAfter} segundos.`,
    });
  });

  it('limits sign-in per IP across e-mails', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await signInFrom('10.0.1.1', `p${i}@demo.com`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    // Another address is not affected.
    expect((await signInFrom('10.0.1.2', 'p9@demo.com')).statusCode).toBe(401);
  });

  it('limits recovery per e-mail and per IP, known or not', async () => {
    const recover = (ip: string, email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/recovery',
        headers: { host: DEMO },
        payload: { email },
        ...from(ip),
      });
    const byEmail = [];
    for (const ip of ['10.0.2.1', '10.0.2.2', '10.0.2.3'])
      byEmail.push((await recover(ip, 'x@demo.com')).statusCode);
    expect(byEmail).toEqual([202, 202, 429]);
    const byIp = [];
    for (const email of ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com'])
      byIp.push((await recover('10.0.3.1', email)).statusCode);
    expect(byIp).toEqual([202, 202, 202, 429]);
  });

  it('limits confirmation re-sends and sign-ups', async () => {
    const resend = () => post(ctx.app, '/auth/email-confirm/resend', DEMO, { email: 'y@demo.com' });
    expect([
      (await resend()).statusCode,
      (await resend()).statusCode,
      (await resend()).statusCode,
    ]).toEqual([202, 202, 429]);
    const signUp = (uriName: string) =>
      post(ctx.app, '/auth/sign-up', 'localhost:3333', signUpBody({ company: { uriName } }));
    expect((await signUp('limite-um')).statusCode).toBe(201);
    const second = await signUp('limite-dois');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
  });
});

describe('sign-in limit per IP behind TRUST_PROXY=1', () => {
  const ctx = useTestApp('pglite', {
    env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_SIGN_IN_IP: '3/60' },
  });

  it('counts the entry the proxy added, not the spoofable left-most ones', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        // The client made up the first entry; the proxy (the socket peer) appended the last.
        headers: { host: hostOf('demo'), 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        payload: { email: `z${i}@demo.com`, password: 'Errada-Senha-1' },
        remoteAddress: '10.0.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy has its own counter.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { host: hostOf('demo'), 'x-forwarded-for': '203.0.113.8' },
      payload: { email: 'z9@demo.com', password: 'Errada-Senha-1' },
      remoteAddress: '10.0.0.1',
    });
    expect(other.statusCode).toBe(401);
  });
});
