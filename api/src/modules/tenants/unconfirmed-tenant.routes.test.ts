import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../db/schema';
import {
  createUser,
  hostOf,
  latestMailToken,
  PLATFORM_HOST,
  post,
  session,
  signUpBody,
} from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { sendConfirmationMail } from '../auth/email-confirmation.service';
import { deleteExpiredSignUps } from './tenants.repository';

// Finding 7 of the hardening issue: a company signed up with any address was public at once.
// Now its public catalogue waits for the owner's confirmed e-mail, and an unconfirmed sign-up
// goes after 7 days, freeing its name.

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const get = (url: string, uriName: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { host: hostOf(uriName), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const signUp = (uriName: string, email: string) =>
    post(ctx.app, '/auth/sign-up', PLATFORM_HOST, signUpBody({ email, company: company(uriName) }));
  const company = (uriName: string) => ({
    ...(signUpBody().company as object),
    uriName,
    commercialName: `Empresa ${uriName}`,
  });
  const PUBLIC = [
    '/catalog-public/tenant-info',
    '/catalog-public/products?q=filtro',
    '/catalog-public/offers',
  ];

  it('keeps the public catalogue offline until the owner confirms; the panel side works', async () => {
    expect((await signUp('evilco', 'dono@evilco.test')).statusCode).toBe(201);
    for (const url of PUBLIC) {
      const res = await get(url, 'evilco');
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'TENANT_UNCONFIRMED']);
    }
    const order = await post(ctx.app, '/catalog-public/messages', hostOf('evilco'), {});
    expect(order.statusCode).toBe(404);
    // Sign-in and the panel are not public pages: a member of the company gets in.
    await createUser(ctx.app, 'evilco', 'editor@evilco.test', { role: 'editor' });
    const { token } = await session(ctx.app, 'evilco', 'editor@evilco.test');
    expect((await get('/panel/portifolio/brands', 'evilco', token)).statusCode).toBe(200);

    await ctx.app.background.idle();
    const confirm = await post(ctx.app, '/auth/email-confirm', hostOf('evilco'), {
      token: await latestMailToken(ctx.app, 'dono@evilco.test'),
    });
    expect(confirm.statusCode).toBe(200);
    const info = await get('/catalog-public/tenant-info', 'evilco');
    expect([info.statusCode, info.json().uriName]).toEqual([200, 'evilco']);
    expect((await get('/catalog-public/products?q=filtro', 'evilco')).statusCode).toBe(200);
  });

  it('a member who is not the owner confirming the e-mail does not publish the company', async () => {
    const created = await signUp('meiaco', 'dono@meiaco.test');
    expect(created.statusCode).toBe(201);
    const editor = await createUser(ctx.app, 'meiaco', 'editor@meiaco.test', {
      role: 'editor',
      confirmed: false,
    });
    await sendConfirmationMail(ctx.app.authContext, created.json().tenant, editor);
    const confirm = await post(ctx.app, '/auth/email-confirm', hostOf('meiaco'), {
      token: await latestMailToken(ctx.app, 'editor@meiaco.test'),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await get('/catalog-public/tenant-info', 'meiaco')).statusCode).toBe(404);
  });

  it('an unconfirmed sign-up expires after 7 days: gone from the host, its name free again', async () => {
    expect((await signUp('velhaco', 'dono@velhaco.test')).statusCode).toBe(201);
    const age = (days: number) =>
      ctx.database.db.execute(
        sql`update tenants set created_at = now() - make_interval(days => ${days})
          where uri_name = 'velhaco'`,
      );
    await age(6);
    const taken = await ctx.app.inject({
      method: 'GET',
      url: '/auth/uri-name/velhaco',
      headers: { host: PLATFORM_HOST },
    });
    expect(taken.json()).toMatchObject({ available: false, reason: 'taken' });

    await age(8);
    const free = await ctx.app.inject({
      method: 'GET',
      url: '/auth/uri-name/velhaco',
      headers: { host: PLATFORM_HOST },
    });
    expect(free.json()).toEqual({ name: 'velhaco', available: true });
    const signIn = await post(ctx.app, '/auth/sign-in', hostOf('velhaco'), {
      email: 'dono@velhaco.test',
      password: 'x',
    });
    expect(signIn.statusCode).toBe(404);
    // Someone else takes the name: the old sign-up goes with everything of its own.
    const again = await signUp('velhaco', 'outro@velhaco.test');
    expect(again.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(tenants).where(eq(tenants.uriName, 'velhaco'));
    expect(rows.map((r) => r.id)).toEqual([again.json().tenant.id]);

    // The sweep removes the expired ones only.
    await signUp('antigo', 'dono@antigo.test');
    await ctx.database.db.execute(
      sql`update tenants set created_at = now() - interval '8 days' where uri_name = 'antigo'`,
    );
    expect(await deleteExpiredSignUps(ctx.database.db)).toBe(1);
    expect(await deleteExpiredSignUps(ctx.database.db)).toBe(0);
    const left = await ctx.database.db.select({ u: tenants.uriName }).from(tenants);
    expect(left.map((r) => r.u)).toEqual(expect.arrayContaining(['demo', 'velhaco', 'evilco']));
    expect(left.map((r) => r.u)).not.toContain('antigo');
  });
});
