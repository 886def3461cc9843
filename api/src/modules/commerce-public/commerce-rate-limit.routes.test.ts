import { randomUUID } from 'node:crypto';
import { DEMO } from '../../../test/helpers/commerce';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, {
    env: {
      TRUST_PROXY: '1',
      COMMERCE_RATE_LIMIT_ORDERS_IP: '2/600',
      COMMERCE_RATE_LIMIT_MESSAGES_IP: '1/600',
    },
  });
  const post = (url: string, payload: object, ip: string, headers = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: DEMO, 'x-forwarded-for': ip, ...headers },
      payload,
    });
  const message = {
    name: 'Bruno Lima',
    email: 'bruno@frota.com.br',
    subject: 'Prazo de entrega',
    body: 'Vocês entregam em Campinas?',
  };
  const expectLimited = (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
  };

  it('limits quote requests per IP, counting refused ones too (429 Retry-After)', async () => {
    // No catalogue here: the product is unknown, so each attempt is a 400 that still counts.
    const order = (ip: string) =>
      post(
        '/catalog-public/orders',
        {
          customer: { name: 'Ana Souza', email: 'ana@oficina.com.br' },
          lines: [{ productId: randomUUID(), quantity: 1 }],
        },
        ip,
        { 'idempotency-key': randomUUID() },
      );
    expect((await order('203.0.113.10')).statusCode).toBe(400);
    expect((await order('203.0.113.10')).statusCode).toBe(400);
    expectLimited(await order('203.0.113.10'));
    // Another client is not affected.
    expect((await order('203.0.113.11')).statusCode).toBe(400);
  });

  it('limits contact messages per IP, apart from quote requests', async () => {
    expect((await post('/catalog-public/messages', message, '203.0.113.20')).statusCode).toBe(201);
    expectLimited(await post('/catalog-public/messages', message, '203.0.113.20'));
    expect((await post('/catalog-public/messages', message, '203.0.113.21')).statusCode).toBe(201);
    // The orders budget of 203.0.113.10 (used up above) does not touch messages.
    expect((await post('/catalog-public/messages', message, '203.0.113.10')).statusCode).toBe(201);
  });

  it('lists both routes with their header and body schemas in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/docs/json', headers: { host: 'localhost:3333' } });
    const doc = res.json() as {
      paths: Record<string, { post?: { parameters?: { name: string; in: string }[] } }>;
    };
    const orders = doc.paths['/catalog-public/orders']?.post;
    expect(orders?.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }),
    );
    expect(doc.paths['/catalog-public/messages']?.post).toBeDefined();
  });
});
