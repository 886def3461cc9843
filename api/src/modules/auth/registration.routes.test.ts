import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { authTokens, categorySettings, outbox, tenants, users } from '../../db/schema';
import {
  latestMailToken,
  PASSWORD,
  PLATFORM_HOST,
  post,
  signIn,
  signUpBody,
  hostOf,
} from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const signUp = (overrides: Record<string, unknown> = {}) =>
    post(ctx.app, '/auth/sign-up', PLATFORM_HOST, signUpBody(overrides));
  const confirm = (token: string, uriName = 'loja-nova') =>
    post(ctx.app, '/auth/email-confirm', hostOf(uriName), { token });

  describe('POST /auth/sign-up', () => {
    it('creates the tenant in trial, its owner and mails the confirmation link', async () => {
      const res = await signUp({ email: 'Ana@Loja-Nova.com.BR' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        tenant: { id: expect.any(String), uriName: 'loja-nova', commercialName: 'Loja Nova' },
        user: {
          id: expect.any(String),
          name: 'Ana Souza',
          email: 'ana@loja-nova.com.br',
          role: 'owner',
        },
        emailConfirmationRequired: true,
        // The owner is signed in at once, on the new company's host (sign-up-session tests).
        signInTicket: expect.any(String),
      });

      const db = ctx.database.db;
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, body.tenant.id));
      expect(tenant).toMatchObject({
        situation: 'trial',
        cnpj: '11444777000161',
        legalName: 'Loja Nova',
        layout: { colorSeccondary: '#3862ae', colorSeccondaryContrast: '#ffffff' },
        rules: { showPrices: true, allowOrders: true, minOrderValue: 0 },
      });
      const [settings] = await db
        .select()
        .from(categorySettings)
        .where(eq(categorySettings.tenantId, body.tenant.id));
      expect(settings).toMatchObject({ status: true, categoryStatus: true, subgroupStatus: true });
      const [owner] = await db.select().from(users).where(eq(users.id, body.user.id));
      expect(owner).toMatchObject({ status: 'active', role: 'owner', emailConfirmedAt: null });
      expect(owner?.passwordHash).toMatch(/^scrypt\$\d+\$8\$\d+\$/);
      expect(owner?.passwordHash).not.toContain(PASSWORD);

      // The new company is not public until its owner confirms the e-mail.
      expect(tenant?.confirmedAt).toBeNull();
      const info = await ctx.app.inject({
        method: 'GET',
        url: '/catalog-public/tenant-info',
        headers: { host: hostOf('loja-nova') },
      });
      expect([info.statusCode, info.json().code]).toEqual([404, 'TENANT_UNCONFIRMED']);

      await ctx.app.background.idle();
      const mails = await db.select().from(outbox).where(eq(outbox.to, 'ana@loja-nova.com.br'));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        tenantId: body.tenant.id,
        subject: 'Confirme seu e-mail - Loja Nova',
      });
      expect(mails[0]?.link).toMatch(
        /^http:\/\/loja-nova\.localhost:4200\/auth\/email-confirm\?token=[A-Za-z0-9_-]{43}$/,
      );
      expect(mails[0]?.text).toContain(mails[0]?.link);
      // Only the hash of the token is stored.
      const token = await latestMailToken(ctx.app, 'ana@loja-nova.com.br');
      const stored = await db.select().from(authTokens).where(eq(authTokens.userId, body.user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]?.tokenHash).not.toBe(token);
      const hours = (stored[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThanOrEqual(48);

      const files = fs.readdirSync(path.join(ctx.dataDir, 'outbox'));
      expect(files.some((f) => f.endsWith('.eml'))).toBe(true);
    });

    it('answers 409 URI_NAME_TAKEN with the field for a taken uriName', async () => {
      const res = await signUp({ email: 'outra@x.com', company: { uriName: 'demo' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'URI_NAME_TAKEN',
        fields: [{ field: 'company.uriName', reason: expect.any(String) }],
      });
    });

    it.each([
      ['reserved', 'www'],
      ['reserved by the platform', 'admin'],
      ['too short', 'ab'],
      ['with a capital-free invalid char', 'loja_nova'],
      ['starting with a hyphen', '-loja'],
      ['with a double hyphen', 'xn--loja'],
      ['41 characters', 'a'.repeat(41)],
    ])('refuses a uriName %s with 400 and the field', async (_label, uriName) => {
      const res = await signUp({ company: { uriName } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain('company.uriName');
    });

    it('refuses a CNPJ with wrong check digits and reports every server-side rule at once', async () => {
      const res = await signUp({
        company: { uriName: 'loja-tres', cnpj: '11.444.777/0001-62' },
        password: 'senha123',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([
        { field: 'company.cnpj', reason: 'CNPJ inválido. Confira os dígitos.' },
        { field: 'password', reason: 'Senha muito comum. Escolha outra.' },
      ]);
    });

    it.each([
      ['too short', 'Ab1-xyz', 'A senha deve ter pelo menos 8 caracteres.'],
      ['too long', 'a'.repeat(129), 'A senha deve ter no máximo 128 caracteres.'],
      ['common', '12345678', 'Senha muito comum. Escolha outra.'],
      ['common, in other case', 'PassWord123', 'Senha muito comum. Escolha outra.'],
      ['one repeated character', 'zzzzzzzzzz', 'Senha muito comum. Escolha outra.'],
    ])('refuses a password %s', async (_label, password, reason) => {
      const res = await signUp({ company: { uriName: 'loja-senha' }, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: [{ field: 'password', reason }],
      });
    });

    it('accepts a masked or bare CNPJ and stores digits', async () => {
      const res = await signUp({
        email: 'bia@quatro.com',
        company: { uriName: 'Loja-Quatro', cnpj: '11444777000161', commercialName: 'Quatro' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().tenant.uriName).toBe('loja-quatro');
    });
  });

  describe('GET /auth/uri-name/:name', () => {
    it.each([
      ['livre-123', { name: 'livre-123', available: true }],
      ['Livre-123', { name: 'livre-123', available: true }],
      ['demo', { name: 'demo', available: false, reason: 'taken' }],
      ['catalogo', { name: 'catalogo', available: false, reason: 'reserved' }],
      ['api', { name: 'api', available: false, reason: 'reserved' }],
      ['a_b', { name: 'a_b', available: false, reason: 'invalid' }],
      ['x'.repeat(90), { name: 'x'.repeat(90), available: false, reason: 'invalid' }],
    ])('%s', async (name, expected) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/auth/uri-name/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    });

    it('answers 414 (not 500) for a name longer than a URL parameter may be', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/auth/uri-name/${'x'.repeat(10_000)}`,
      });
      expect(res.statusCode).toBe(414);
    });
  });

  describe('POST /auth/email-confirm', () => {
    it('confirms once; the same link then answers TOKEN_INVALID', async () => {
      const token = await latestMailToken(ctx.app, 'ana@loja-nova.com.br');
      expect((await signIn(ctx.app, 'loja-nova', 'ana@loja-nova.com.br')).statusCode).toBe(403);
      // The link belongs to its tenant: on another host it is unknown.
      const elsewhere = await confirm(token, 'demo');
      expect(elsewhere.json().code).toBe('TOKEN_INVALID');

      const res = await confirm(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ confirmed: true, email: 'ana@loja-nova.com.br' });
      expect((await signIn(ctx.app, 'loja-nova', 'ana@loja-nova.com.br')).statusCode).toBe(200);

      const again = await confirm(token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'TOKEN_INVALID',
        message: 'Link inválido ou já utilizado.',
      });
    });

    it('answers TOKEN_EXPIRED for a link older than 48 hours', async () => {
      await post(ctx.app, '/auth/email-confirm/resend', hostOf('loja-quatro'), {
        email: 'bia@quatro.com',
      });
      const token = await latestMailToken(ctx.app, 'bia@quatro.com');
      await ctx.database.db
        .update(authTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(and(eq(authTokens.purpose, 'email_confirm'), sql`${authTokens.usedAt} is null`));
      const res = await confirm(token, 'loja-quatro');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'TOKEN_EXPIRED',
        message: 'Link expirado. Solicite um novo.',
      });
    });

    it('answers TOKEN_INVALID for an unknown token and 404 without a tenant', async () => {
      expect((await confirm('nao-existe')).json().code).toBe('TOKEN_INVALID');
      const platform = await post(ctx.app, '/auth/email-confirm', PLATFORM_HOST, { token: 'x' });
      expect(platform.statusCode).toBe(404);
      expect(platform.json().code).toBe('TENANT_NOT_FOUND');
    });
  });

  describe('POST /auth/email-confirm/resend', () => {
    const MESSAGE = 'Se o e-mail estiver cadastrado e não confirmado, enviaremos um novo link.';

    it('answers 202 with the same message and mails only unconfirmed users', async () => {
      const count = async (to: string) => {
        await ctx.app.background.idle();
        return (await ctx.database.db.select().from(outbox).where(eq(outbox.to, to))).length;
      };
      const before = await count('bia@quatro.com');
      for (const email of ['bia@quatro.com', 'ninguem@quatro.com', 'ana@loja-nova.com.br']) {
        const host = hostOf(email === 'ana@loja-nova.com.br' ? 'loja-nova' : 'loja-quatro');
        const res = await post(ctx.app, '/auth/email-confirm/resend', host, { email });
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ message: MESSAGE });
      }
      expect(await count('bia@quatro.com')).toBe(before + 1);
      expect(await count('ninguem@quatro.com')).toBe(0);
      // Ana is confirmed already: her only mail is the sign-up one.
      expect(await count('ana@loja-nova.com.br')).toBe(1);

      const token = await latestMailToken(ctx.app, 'bia@quatro.com');
      expect((await confirm(token, 'loja-quatro')).statusCode).toBe(200);
    });
  });
});
