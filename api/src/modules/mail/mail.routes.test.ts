import fs from 'node:fs';
import path from 'node:path';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { tenantId } from '../../../test/helpers/auth';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const latest = (to: string, host = 'localhost:3333', remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'GET',
      url: `/dev/outbox/latest?to=${encodeURIComponent(to)}`,
      headers: { host },
      remoteAddress,
    });

  it('keeps a mail in the outbox table and as an RFC 822 .eml file', async () => {
    const demo = await tenantId(ctx.app, 'demo');
    expect(ctx.app.mailer.kind).toBe('outbox');
    await ctx.app.mailer.send({
      tenantId: demo,
      to: 'ana@demo.com',
      subject: 'Confirme seu e-mail - Demo Autopeças',
      text: 'Olá!\n\nhttp://demo.localhost:4200/auth/email-confirm?token=abc',
      html: '<p>Olá!</p>',
      link: 'http://demo.localhost:4200/auth/email-confirm?token=abc',
    });
    const dir = path.join(ctx.dataDir, 'outbox');
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f-]{36}\.eml$/);
    // Live links inside: readable by the API's user only.
    expect(fs.statSync(path.join(dir, file as string)).mode & 0o777).toBe(0o600);
    const eml = fs.readFileSync(path.join(dir, file as string), 'utf8');
    // The display name is an encoded word (may be folded onto the next line).
    expect(eml).toMatch(/^From: =\?UTF-8\?Q\?Cat=C3=A1logo/m);
    expect(eml).toContain('<nao-responda@catalogo.local>');
    expect(eml).toMatch(/^To: ana@demo\.com$/m);
    // Non-ASCII subjects are encoded words (RFC 2047), as any mail client expects.
    expect(eml).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(eml).toMatch(/^Date: \w{3}, \d\d \w{3} \d{4}/m);
    expect(eml).toMatch(/^MIME-Version: 1\.0$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
  });

  it('GET /dev/outbox/latest answers the newest mail to an address', async () => {
    const acme = await tenantId(ctx.app, 'acme');
    await ctx.app.mailer.send({
      tenantId: acme,
      to: 'ana@demo.com',
      subject: 'Segundo',
      text: 't',
      html: 'h',
    });
    const res = await latest('ANA@demo.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      to: 'ana@demo.com',
      subject: 'Segundo',
      link: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // On a tenant host only that tenant's mails count.
    expect((await latest('ana@demo.com', 'demo.localhost:3333')).json()).toMatchObject({
      subject: 'Confirme seu e-mail - Demo Autopeças',
      link: 'http://demo.localhost:4200/auth/email-confirm?token=abc',
    });
  });

  it('answers loopback clients only; any other address gets the plain 404', async () => {
    for (const ip of ['::1', '::ffff:127.0.0.1']) {
      expect((await latest('ana@demo.com', 'localhost:3333', ip)).statusCode).toBe(200);
    }
    for (const ip of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1']) {
      const res = await latest('ana@demo.com', 'localhost:3333', ip);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^Route GET:\/dev\/outbox\/latest\?to=.* not found$/);
    }
  });

  it('answers 404 MAIL_NOT_FOUND for an address without mail, and 400 without `to`', async () => {
    const res = await latest('ninguem@demo.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MAIL_NOT_FOUND');
    const missing = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/latest' });
    expect(missing.statusCode).toBe(400);
  });
});

describe.each([
  [
    'in production',
    { NODE_ENV: 'production', PASSWORD_HASH_COST: 'owasp-n15', SMTP_URL: 'smtp://127.0.0.1:2525' },
    'smtp',
  ],
  ['with SMTP_URL', { SMTP_URL: 'smtp://127.0.0.1:2525' }, 'smtp'],
])('the dev outbox endpoint %s', (_label, env, mailer) => {
  const ctx = useTestApp('pglite', { seed: false, env });

  it('is not registered', async () => {
    expect(ctx.app.mailer.kind).toBe(mailer);
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/latest?to=a@b.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET:/dev/outbox/latest?to=a@b.com not found');
  });
});
