import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import {
  ACME,
  DEMO,
  mailsTo,
  publishedIds,
  setProductStatus,
} from '../../../test/helpers/commerce';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { messages } from '../../db/commerce-schema';

const URL = '/catalog-public/messages';
type Fields = { field: string; reason: string }[];

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 20, 10) });
  let demo: string[] = [];
  let acme: string[] = [];
  beforeAll(async () => {
    demo = await publishedIds(ctx.app, 'demo', 2);
    acme = await publishedIds(ctx.app, 'acme', 1);
  });

  const send = (payload: unknown, host = DEMO) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { host, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const valid = (extra: Record<string, unknown> = {}) => ({
    name: 'Bruno Lima',
    email: 'bruno@frota.com.br',
    subject: 'Prazo de entrega',
    body: 'Vocês entregam em Campinas?',
    ...extra,
  });
  const expectField = async (payload: unknown, field: string, host = DEMO) => {
    const res = await send(payload, host);
    expect(res.statusCode).toBe(400);
    const hit = (res.json().fields as Fields).find((f) => f.field === field);
    expect(hit).toBeDefined();
    expect(hit!.reason).not.toMatch(/must|should/);
    return hit!.reason;
  };
  const stored = async (id: string, uriName: string) =>
    ctx.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.tenantId, await tenantId(ctx.app, uriName)), eq(messages.id, id)));

  it('stores the message (201 { id, createdAt }) and mails the tenant', async () => {
    const res = await send(
      valid({
        name: '  Bruno Lima ',
        email: 'Bruno@Frota.com.br',
        phone: '+55 11 3333-4444',
        productId: demo[0],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { id, createdAt } = res.json() as { id: string; createdAt: string };
    expect(Object.keys(res.json()).sort()).toEqual(['createdAt', 'id']);
    expect(new Date(createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await stored(id, 'demo');
    expect(row).toMatchObject({
      name: 'Bruno Lima',
      email: 'bruno@frota.com.br',
      phone: '+55 11 3333-4444',
      productId: demo[0],
      status: 'unread',
    });
    // Not stored under the other tenant.
    expect(await stored(id, 'acme')).toEqual([]);
    const mails = await mailsTo(ctx.app, 'contato@demo-autopecas.com.br');
    const mail = mails.find((m) => m.subject.includes('Prazo de entrega'));
    expect(mail?.text).toContain('Vocês entregam em Campinas?');
    expect(mail?.text).toContain('bruno@frota.com.br');
  });

  it('accepts a discontinued product (still shown in the catalogue)', async () => {
    await setProductStatus(ctx.app, demo[1]!, 'discontinued');
    try {
      expect((await send(valid({ productId: demo[1] }))).statusCode).toBe(201);
    } finally {
      await setProductStatus(ctx.app, demo[1]!, 'published');
    }
  });

  it("refuses another tenant's product, a draft and an unknown id alike", async () => {
    const unknown = await expectField(valid({ productId: randomUUID() }), 'productId');
    expect(unknown).toMatch(/não encontrado/);
    expect(await expectField(valid({ productId: acme[0] }), 'productId')).toBe(unknown);
    expect(await expectField(valid({ productId: demo[0] }), 'productId', ACME)).toBe(unknown);
    await setProductStatus(ctx.app, demo[1]!, 'draft');
    try {
      expect(await expectField(valid({ productId: demo[1] }), 'productId')).toBe(unknown);
    } finally {
      await setProductStatus(ctx.app, demo[1]!, 'published');
    }
  });

  it.each([
    ['name', valid({ name: 'B' })],
    ['name', valid({ name: '   ' })],
    ['name', valid({ name: 'n'.repeat(121) })],
    ['email', valid({ email: 'bruno@' })],
    ['phone', valid({ phone: '123' })],
    ['subject', valid({ subject: 'x' })],
    ['subject', valid({ subject: 's'.repeat(151) })],
    ['body', valid({ body: ' oi  ' })],
    ['body', valid({ body: 'b'.repeat(5001) })],
    ['productId', valid({ productId: "1' or '1'='1" })],
    ['body', valid({ body: 'texto com \u0000 no meio' })],
    ['subject', valid({ subject: 'x'.repeat(10_000) })],
    ['email', valid({ email: 'x'.repeat(10_000) })],
  ])('answers 400 on %s (case %#)', async (field, payload) => {
    await expectField(payload, field);
  });

  it('stores SQL-looking text as typed', async () => {
    const body = "'); drop table messages; -- e mais texto";
    const res = await send(valid({ body }));
    expect(res.statusCode).toBe(201);
    const [row] = await stored(res.json().id as string, 'demo');
    expect(row?.body).toBe(body);
  });

  it('answers 404 on a host without a tenant', async () => {
    expect((await send(valid(), 'nobody.localhost:3333')).statusCode).toBe(404);
  });
});
