import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import {
  createUser,
  hostOf,
  latestMailToken,
  PASSWORD,
  post,
  signUpBody,
} from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, {
    env: {
      AUTH_RATE_LIMIT_SIGN_IN_IP: '4/60',
      AUTH_RATE_LIMIT_SIGN_IN_EMAIL: '2/60',
      AUTH_RATE_LIMIT_SIGN_IN_EMAIL_CEILING: '2/60',
      AUTH_RATE_LIMIT_MAIL_IP: '3/900',
      AUTH_RATE_LIMIT_MAIL_EMAIL: '2/900',
      AUTH_RATE_LIMIT_MAIL_EMAIL_CEILING: '2/900',
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

describe('limits an attacker cannot turn against the owner', () => {
  const ctx = useTestApp('pglite', {
    env: {
      AUTH_RATE_LIMIT_SIGN_IN_IP: '4/60',
      AUTH_RATE_LIMIT_SIGN_IN_EMAIL: '2/60',
      AUTH_RATE_LIMIT_SIGN_IN_EMAIL_CEILING: '6/60',
      AUTH_RATE_LIMIT_MAIL_IP: '3/900',
      AUTH_RATE_LIMIT_MAIL_EMAIL: '2/900',
      AUTH_RATE_LIMIT_MAIL_EMAIL_CEILING: '5/900',
    },
  });
  const DEMO = hostOf('demo');
  const WRONG = 'Errada-Senha-1';
  const signInFrom = (remoteAddress: string, email: string, password = WRONG) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { host: DEMO },
      payload: { email, password },
      remoteAddress,
    });
  const recoverFrom = (remoteAddress: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/recovery',
      headers: { host: DEMO },
      payload: { email },
      remoteAddress,
    });
  const statuses = async (calls: (() => Promise<{ statusCode: number }>)[]) => {
    const codes = [];
    for (const call of calls) codes.push((await call()).statusCode);
    return codes;
  };
  const mailsTo = async (to: string) => {
    await ctx.app.background.idle();
    return (await ctx.database.db.select().from(outbox).where(eq(outbox.to, to))).length;
  };

  beforeAll(async () => {
    const owners = ['dona', 'teimosa', 'alvo', 'caixa', 'esquecida'];
    for (const name of owners)
      await createUser(ctx.app, 'demo', `${name}@demo.com`, { role: 'owner' });
  });

  it('lets the owner sign in from their IP while an attacker fails from another', async () => {
    const attacker = () => signInFrom('10.9.0.1', 'dona@demo.com');
    expect(await statuses([attacker, attacker, attacker, attacker, attacker])).toEqual([
      401, 401, 429, 429, 429,
    ]);
    // The attacker keeps knocking: the owner still gets in, and a wrong guess of theirs is theirs.
    expect((await signInFrom('10.9.0.2', 'dona@demo.com', PASSWORD)).statusCode).toBe(200);
    expect((await attacker()).statusCode).toBe(429);
    expect((await signInFrom('10.9.0.2', 'dona@demo.com', PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures only: a success forgets the failures of its e-mail and IP', async () => {
    const owner = (password?: string) => () => signInFrom('10.9.1.1', 'teimosa@demo.com', password);
    expect(
      await statuses([owner(), owner(PASSWORD), owner(), owner(PASSWORD), owner(), owner()]),
    ).toEqual([401, 200, 401, 200, 401, 401]);
    // Two failures in a row: the next try waits, even with the right password.
    expect((await owner(PASSWORD)()).statusCode).toBe(429);
    // Successes do not use up the IP's allowance (4 failures a minute) either.
    const fine = () => signInFrom('10.9.1.2', 'teimosa@demo.com', PASSWORD);
    expect(await statuses([fine, fine, fine, fine, fine])).toEqual([200, 200, 200, 200, 200]);
  });

  it('holds a higher ceiling per e-mail across IPs', async () => {
    const calls = ['10.9.2.1', '10.9.2.2', '10.9.2.3'].flatMap((ip) => [
      () => signInFrom(ip, 'alvo@demo.com'),
      () => signInFrom(ip, 'alvo@demo.com'),
    ]);
    expect(await statuses(calls)).toEqual([401, 401, 401, 401, 401, 401]);
    const res = await signInFrom('10.9.2.4', 'alvo@demo.com', PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(55);
  });

  it('counts IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', async () => {
    const from = (ip: string, i: number) => () => signInFrom(ip, `v6-${i}@demo.com`);
    expect(
      await statuses([
        from('2001:db8:1:2::1', 1),
        from('2001:db8:1:2:aaaa::2', 2),
        from('2001:0db8:0001:0002:ffff:ffff:ffff:ffff', 3),
        from('2001:db8:1:2::3:4', 4),
        from('2001:db8:1:2::4', 5),
      ]),
    ).toEqual([401, 401, 401, 401, 429]);
    // The next /64 is another client.
    expect((await from('2001:db8:1:3::1', 6)()).statusCode).toBe(401);
    expect(
      await statuses([
        from('10.9.3.1', 7),
        from('::ffff:10.9.3.1', 8),
        from('10.9.3.1', 9),
        from('::ffff:a09:301', 10),
        from('::ffff:10.9.3.1', 11),
      ]),
    ).toEqual([401, 401, 401, 401, 429]);
  });

  it('lets the owner ask for a reset from their IP while an attacker asks from another', async () => {
    const attacker = () => recoverFrom('10.9.4.1', 'caixa@demo.com');
    expect(await statuses([attacker, attacker, attacker, attacker])).toEqual([202, 202, 429, 429]);
    expect(await mailsTo('caixa@demo.com')).toBe(2);
    expect((await recoverFrom('10.9.4.2', 'caixa@demo.com')).statusCode).toBe(202);
    expect(await mailsTo('caixa@demo.com')).toBe(3);
  });

  it('forgets the sign-in failures of an account whose password was reset by link', async () => {
    const wrong = () => signInFrom('10.9.6.1', 'esquecida@demo.com');
    expect(await statuses([wrong, wrong, wrong])).toEqual([401, 401, 429]);
    expect((await recoverFrom('10.9.6.1', 'esquecida@demo.com')).statusCode).toBe(202);
    await ctx.app.background.idle();
    const token = await latestMailToken(ctx.app, 'esquecida@demo.com');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/auth/recovery/reset',
      headers: { host: DEMO },
      payload: { token, password: 'Senha-Nova-Forte-77' },
      remoteAddress: '10.9.6.1',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await signInFrom('10.9.6.1', 'esquecida@demo.com', 'Senha-Nova-Forte-77')).statusCode,
    ).toBe(200);
  });

  it('keeps recovery from being a mail bomb: a ceiling per e-mail across IPs', async () => {
    const calls = ['10.9.5.1', '10.9.5.2', '10.9.5.3', '10.9.5.4', '10.9.5.5', '10.9.5.6'].map(
      (ip) => () => recoverFrom(ip, 'bomba@demo.com'),
    );
    expect(await statuses(calls)).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
