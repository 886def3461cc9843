import { sql } from 'drizzle-orm';
import { DEMO_HOST, panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import { expectStatus, PORTFOLIO, rowsOf } from '../../../test/helpers/portfolio';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const URL = `${PORTFOLIO}/profile`;
const PT_BR = /^(?![\s\S]*\b(must|should)\b)[\s\S]+$/;
type Profile = Record<string, unknown> & {
  version: number;
  about: Record<string, unknown>;
  layout: Record<string, unknown>;
};

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  let t: Tokens;
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
  });
  const read = async () =>
    (await expectStatus(ctx.app, { url: URL, token: t.viewer }, 200)) as Profile;
  /** The profile as the form sends it back: everything but updatedAt/updatedBy, with changes. */
  const bodyOf = (p: Profile, changes: Record<string, unknown> = {}) => {
    const { updatedAt: _at, updatedBy: _by, ...input } = p;
    return { ...input, ...changes };
  };
  const put = (body: unknown, token = t.owner, status = 200) =>
    expectStatus(ctx.app, { method: 'PUT', url: URL, token, body }, status);
  const tenantInfo = async () =>
    (
      await ctx.app.inject({ url: '/catalog-public/tenant-info', headers: { host: DEMO_HOST } })
    ).json();

  it("reads the tenant's profile with its version", async () => {
    const profile = await read();
    const info = await tenantInfo();
    expect(profile).toMatchObject({
      commercialName: info.commercialName,
      legalName: expect.any(String),
      cnpj: expect.stringMatching(/^\d{14}$/),
      about: expect.any(Object),
      layout: { colorSeccondary: info.companyLayout.colorSeccondary },
      version: expect.any(Number),
      updatedAt: expect.any(String),
    });
  });

  it('saves as owner and admin (version + 1), and the public tenant-info shows it', async () => {
    const before = await read();
    const layout = {
      ...before.layout,
      colorSeccondary: '#1D3557',
      colorSeccondaryContrast: '#ffffff',
    };
    const saved = await put(
      bodyOf(before, {
        commercialName: '  Autopeças Demo Nova ',
        cnpj: '11.444.777/0001-61',
        about: {
          phone: '(11) 3333-4444',
          whatsapp: '+55 11 99999-8888',
          email: 'Contato@Demo.com.br',
          website: 'https://demo.com.br',
          description: '',
          social: { instagram: 'https://instagram.com/demo' },
        },
        layout,
      }),
    );
    expect(saved).toMatchObject({
      commercialName: 'Autopeças Demo Nova',
      cnpj: '11444777000161',
      about: {
        phone: '1133334444',
        whatsapp: '5511999998888',
        email: 'contato@demo.com.br',
        website: 'https://demo.com.br',
        social: { instagram: 'https://instagram.com/demo' },
      },
      layout: { colorSeccondary: '#1d3557', colorSeccondaryContrast: '#ffffff' },
      version: before.version + 1,
      updatedBy: { name: 'Pessoa Teste' },
    });
    expect(saved.about).not.toHaveProperty('description');
    expect(await read()).toEqual(saved);
    const info = await tenantInfo();
    expect(info.commercialName).toBe('Autopeças Demo Nova');
    expect(info.companyLayout).toMatchObject({
      colorSeccondary: '#1d3557',
      colorSeccondaryContrast: '#ffffff',
    });

    const again = await put(bodyOf(saved, { legalName: 'Demo Comércio de Peças Ltda' }), t.admin);
    expect(again).toMatchObject({
      legalName: 'Demo Comércio de Peças Ltda',
      version: saved.version + 1,
    });
    // Sending it back unchanged writes nothing.
    expect(await put(bodyOf(again), t.admin)).toEqual(again);

    const audit = await rowsOf<{ action: string; user_name: string; changes: { field: string }[] }>(
      ctx.app,
      'demo',
      (tenant) => sql`select action, user_name, changes from audit_log
        where tenant_id = ${tenant} and entity = 'profile' and entity_id = ${tenant} order by at desc`,
    );
    expect(audit.map((a) => [a.action, a.user_name, a.changes.map((c) => c.field).sort()])).toEqual(
      [
        ['update', 'Pessoa Teste', ['legalName']],
        [
          'update',
          'Pessoa Teste',
          ['about', 'cnpj', 'commercialName', 'layout'].filter(
            (f) =>
              JSON.stringify((before as Record<string, unknown>)[f]) !==
              JSON.stringify((saved as Record<string, unknown>)[f]),
          ),
        ],
      ],
    );
  });

  it('refuses low contrast, a bad CNPJ, e-mail, address or phone with 400 on those fields', async () => {
    const p = await read();
    const low = await put(
      bodyOf(p, {
        layout: { ...p.layout, colorSeccondary: '#777777', colorSeccondaryContrast: '#ffffff' },
      }),
      t.owner,
      400,
    );
    expect(low).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(low.fields).toEqual([
      {
        field: 'layout.colorSeccondaryContrast',
        reason: expect.stringMatching(/^Contraste insuficiente \(4,47:1\); o mínimo é 4,5:1/),
      },
    ]);
    const fieldsOf = async (changes: Record<string, unknown>) =>
      ((await put(bodyOf(p, changes), t.owner, 400)).fields as { field: string; reason: string }[])
        .map((f) => {
          expect(f.reason).toMatch(PT_BR);
          return f.field;
        })
        .sort();
    expect(await fieldsOf({ cnpj: '11.444.777/0001-62' })).toEqual(['cnpj']);
    expect(await fieldsOf({ cnpj: '11111111111111' })).toEqual(['cnpj']);
    expect(await fieldsOf({ cnpj: 'abc' })).toEqual(['cnpj']);
    expect(
      await fieldsOf({
        about: {
          email: 'sem-arroba.com',
          phone: '123',
          whatsapp: '1'.repeat(14),
          website: 'demo.com.br',
          social: { facebook: 'javascript:alert(1)' },
        },
      }),
    ).toEqual([
      'about.email',
      'about.phone',
      'about.social.facebook',
      'about.website',
      'about.whatsapp',
    ]);
    expect(
      await fieldsOf({
        commercialName: ' ',
        legalName: 'x'.repeat(151),
        layout: { ...p.layout, logo: 'ftp://x', banner: 'x', colorSeccondary: 'red' },
      }),
    ).toEqual([
      'commercialName',
      'layout.banner',
      'layout.colorSeccondary',
      'layout.logo',
      'legalName',
    ]);
    expect(await read()).toEqual(p);
  });

  it('refuses a stale version with 409 VERSION_CONFLICT and the profile as it is', async () => {
    const p = await read();
    const stale = await put(
      bodyOf(p, { commercialName: 'Outra', version: p.version - 1 }),
      t.owner,
      409,
    );
    expect(stale).toMatchObject({ code: 'VERSION_CONFLICT', current: p });
    expect(await read()).toEqual(p);
  });

  it('refuses unknown fields, wrong types and broken bodies with 400', async () => {
    const p = await read();
    for (const [body, field] of [
      [bodyOf(p, { nope: 1 }), 'nope'],
      [bodyOf(p, { about: { ...p.about, fax: '1' } }), 'about.fax'],
      [bodyOf(p, { commercialName: 42 }), 'commercialName'],
      [bodyOf(p, { cnpj: ['11444777000161'] }), 'cnpj'],
      [bodyOf(p, { version: '1' }), 'version'],
      [bodyOf(p, { layout: null }), 'layout'],
      [bodyOf(p, { commercialName: 'a\u0000b' }), 'commercialName'],
      [{ version: p.version }, 'commercialName'],
    ] as const) {
      const res = await put(body, t.owner, 400);
      expect([field, res.fields?.map((f: { field: string }) => f.field)]).toEqual([
        field,
        expect.arrayContaining([field]),
      ]);
    }
    const broken = await panel(ctx.app, {
      method: 'PUT',
      url: URL,
      token: t.owner,
      body: '{"commercialName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await read()).toEqual(p);
  });
});
