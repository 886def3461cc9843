import { randomUUID } from 'node:crypto';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { countRows, DEMO, publishedIds } from '../../../test/helpers/commerce';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const URL = '/catalog-public/orders';
type Fields = { field: string; reason: string }[];

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 20, 10) });
  let ids: string[] = [];
  beforeAll(async () => {
    ids = await publishedIds(ctx.app, 'demo', 2);
  });

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        host: DEMO,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...headers,
      },
      // Tables are built before beforeAll has the ids: placeholders are filled in here.
      payload: (typeof payload === 'string' ? payload : JSON.stringify(payload))
        .replaceAll('@product0', ids[0]!)
        .replaceAll('@product1', ids[1]!),
    });
  const valid = () => ({
    customer: { name: 'Ana Souza', email: 'ana@oficina.com.br' },
    lines: [{ productId: '@product0', quantity: 1 }],
  });
  const withCustomer = (customer: Record<string, unknown>) => ({
    ...valid(),
    customer: { ...valid().customer, ...customer },
  });
  /** Expects a 400 naming `field` with a pt-BR reason (none of AJV's English). */
  const expectField = async (payload: unknown, field: string, headers = {}) => {
    const res = await send(payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const fields = res.json().fields as Fields;
    const hit = fields.find((f) => f.field === field);
    expect(hit).toBeDefined();
    expect(hit!.reason).not.toMatch(/must|should/);
    return hit!.reason;
  };

  describe('POST /catalog-public/orders: Idempotency-Key', () => {
    it.each([
      ['missing', undefined],
      ['too short', 'abc1234'],
      ['too long', 'k'.repeat(101)],
      ['with other characters', 'chave com espaço'],
      ['with SQL', "x' or '1'='1"],
    ])('answers 400 idempotency-key when %s', async (_label, key) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: URL,
        headers: {
          host: DEMO,
          'content-type': 'application/json',
          ...(key === undefined ? {} : { 'idempotency-key': key }),
        },
        payload: JSON.stringify(valid()).replace('@product0', ids[0]!),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([
        { field: 'idempotency-key', reason: expect.stringContaining('Idempotency-Key') },
      ]);
    });
  });

  describe('POST /catalog-public/orders: body', () => {
    it.each([
      ['customer.name', withCustomer({ name: ' A ' })],
      ['customer.name', withCustomer({ name: 'n'.repeat(121) })],
      ['customer.name', { ...valid(), customer: { email: 'ana@oficina.com.br' } }],
      ['customer.email', withCustomer({ email: 'não é e-mail' })],
      ['customer.email', withCustomer({ email: `${'a'.repeat(250)}@x.com` })],
      ['customer.company', withCustomer({ company: 'c'.repeat(161) })],
      ['customer.cnpj', withCustomer({ cnpj: '11.444.777/0001-62' })],
      ['customer.cnpj', withCustomer({ cnpj: '11111111111111' })],
      ['customer.phone', withCustomer({ phone: '1234-5678' })],
      ['customer.phone', withCustomer({ phone: 'abc 11 98765-4321' })],
      ['customer.phone', withCustomer({ phone: '+55 (11) 98765-43210000' })],
      ['lines', { ...valid(), lines: [] }],
      ['lines', { ...valid(), lines: Array.from({ length: 201 }, () => valid().lines[0]) }],
      ['lines.0.quantity', { ...valid(), lines: [{ productId: 'x', quantity: 0 }] }],
      ['lines.0.quantity', { ...valid(), lines: [{ productId: randomUUID(), quantity: 100000 }] }],
      ['lines.0.quantity', { ...valid(), lines: [{ productId: randomUUID(), quantity: 1.5 }] }],
      ['lines.0.productId', { ...valid(), lines: [{ productId: 'not-a-uuid', quantity: 1 }] }],
      ['notes', { ...valid(), notes: 'n'.repeat(2001) }],
    ])('answers 400 on %s (case %#)', async (field, payload) => {
      await expectField(payload, field);
    });

    it('refuses a repeated product on the repeated line', async () => {
      const line = { productId: '@product0', quantity: 1 };
      const reason = await expectField(
        {
          ...valid(),
          lines: [line, { productId: '@product1', quantity: 1 }, { ...line, quantity: 4 }],
        },
        'lines.2.productId',
      );
      expect(reason).toMatch(/repetido/);
    });

    it('refuses NUL bytes in any text with 400, never 500', async () => {
      await expectField(withCustomer({ name: 'Ana\u0000Souza' }), 'customer.name');
      await expectField(withCustomer({ company: 'X\u0000' }), 'customer.company');
      await expectField({ ...valid(), notes: 'a\u0000b' }, 'notes');
      const raw = JSON.stringify(valid()).replace('Ana Souza', 'Ana\\u0000Souza');
      const res = await send(raw);
      expect(res.statusCode).toBe(400);
    });

    it('stores a name with a lone surrogate (from raw JSON) instead of failing with 500', async () => {
      const raw = JSON.stringify(valid()).replace('Ana Souza', 'Ana \\ud800Souza');
      const res = await send(raw);
      expect(res.statusCode).toBe(201);
      expect(res.json().customer.name).toBe('Ana \ufffdSouza');
    });

    it('refuses 10,000-character strings in every field with 400', async () => {
      const long = 'x'.repeat(10_000);
      for (const key of ['name', 'company', 'cnpj', 'email', 'phone']) {
        await expectField(withCustomer({ [key]: long }), `customer.${key}`);
      }
      await expectField({ ...valid(), notes: long }, 'notes');
      await expectField(
        { ...valid(), lines: [{ productId: long, quantity: 1 }] },
        'lines.0.productId',
      );
      const res = await send(valid(), { 'idempotency-key': long });
      expect(res.statusCode).toBe(400);
    });

    it('stores SQL-looking text as typed and refuses it as a product id', async () => {
      const sqlText = "Robert'); drop table orders; --";
      const res = await send({
        ...withCustomer({ name: sqlText, company: "' or 1=1 --" }),
        notes: "'; delete from order_lines; --",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().customer).toMatchObject({ name: sqlText, company: "' or 1=1 --" });
      expect(await countRows(ctx.app, 'orders', 'demo')).toBeGreaterThan(0);
      await expectField(
        { ...valid(), lines: [{ productId: "' OR 1=1 --", quantity: 1 }] },
        'lines.0.productId',
      );
    });

    it('answers 400 on a body that is not an order', async () => {
      expect((await send('{"customer":')).statusCode).toBe(400);
      expect((await send([1, 2, 3])).statusCode).toBe(400);
      await expectField({ lines: valid().lines }, 'customer');
      await expectField({ customer: valid().customer }, 'lines');
    });

    it('lists every invalid field at once', async () => {
      const res = await send({
        customer: { name: 'A', email: 'x' },
        lines: [{ productId: 'x', quantity: 0 }],
      });
      const fields = (res.json().fields as Fields).map((f) => f.field).sort();
      expect(fields).toEqual([
        'customer.email',
        'customer.name',
        'lines.0.productId',
        'lines.0.quantity',
      ]);
    });
  });
});
