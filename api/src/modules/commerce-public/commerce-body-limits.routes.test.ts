import { randomUUID } from 'node:crypto';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { DEMO, publishedIds } from '../../../test/helpers/commerce';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

// The public forms count a client's attempt on arrival, before its body is read or parsed: a
// body too deep to walk (20,000 levels were a 500) or not JSON at all still uses up the budget,
// and so does an idempotent replay of an order.

const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, {
    env: {
      TRUST_PROXY: '1',
      COMMERCE_RATE_LIMIT_ORDERS_IP: '3/600',
      COMMERCE_RATE_LIMIT_MESSAGES_IP: '3/600',
    },
    extend: (app) => generateTestCatalogues(app, 10, 5),
  });
  let product = '';
  beforeAll(async () => {
    product = (await publishedIds(ctx.app, 'demo', 1))[0]!;
  });
  const send = (
    form: 'orders' | 'messages',
    payload: string,
    ip: string,
    key: string = randomUUID(),
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/catalog-public/${form}`,
      headers: {
        host: DEMO,
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        'idempotency-key': key,
      },
      payload,
    });
  const order = () =>
    JSON.stringify({
      customer: { name: 'Ana Souza', email: 'ana@oficina.com.br' },
      lines: [{ productId: product, quantity: 2 }],
    });
  const message = JSON.stringify({
    name: 'Bruno Lima',
    email: 'bruno@frota.com.br',
    subject: 'Prazo de entrega',
    body: 'Vocês entregam em Campinas?',
  });

  it.each(['orders', 'messages'] as const)(
    'answers 400 BODY_TOO_DEEP, never 500, to 20,000 nested objects on %s',
    async (form) => {
      const ip = form === 'orders' ? '198.51.100.1' : '198.51.100.2';
      for (const payload of [deep(20_000), `{"customer":${deep(20_000)},"name":${deep(401)}}`]) {
        const res = await send(form, payload, ip);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BODY_TOO_DEEP' });
        expect(res.json().message).toMatch(/aninhamento demais.*400 níveis/);
      }
    },
  );

  it.each(['orders', 'messages'] as const)(
    'counts deep and unparsable bodies on %s before parsing them (429 Retry-After)',
    async (form) => {
      const ip = form === 'orders' ? '198.51.100.10' : '198.51.100.20';
      expect((await send(form, deep(20_000), ip)).statusCode).toBe(400);
      expect((await send(form, '{"name": "Ana', ip)).statusCode).toBe(400);
      expect((await send(form, deep(500), ip)).statusCode).toBe(400);
      // The budget is spent: neither a broken nor a valid body is read any more.
      for (const payload of [
        '{"name": "Ana',
        deep(20_000),
        form === 'orders' ? order() : message,
      ]) {
        const res = await send(form, payload, ip);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('counts an idempotent replay of an order like any other attempt', async () => {
    const ip = '198.51.100.30';
    const key = `replay-${randomUUID()}`;
    expect((await send('orders', order(), ip, key)).statusCode).toBe(201);
    const replay = await send('orders', order(), ip, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await send('orders', order(), ip, key)).statusCode).toBe(200);
    expect((await send('orders', order(), ip, key)).statusCode).toBe(429);
    // Another client's replays are its own.
    expect((await send('orders', order(), '198.51.100.31', key)).statusCode).toBe(200);
  });
});
