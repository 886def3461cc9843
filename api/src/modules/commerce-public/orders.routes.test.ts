import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createUser, tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import {
  ACME,
  addOffer,
  countRows,
  DEMO,
  mailsTo,
  publishedIds,
  setProductStatus,
  withTenant,
} from '../../../test/helpers/commerce';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { ORDER_REFERENCE } from './order-reference';

const URL = '/catalog-public/orders';

interface Order {
  id: string;
  reference: string;
  status: string;
  createdAt: string;
  customer: Record<string, string>;
  notes: string | null;
  lines: {
    productId: string;
    code: string;
    description: string;
    quantity: number;
    unitPrice: number | null;
  }[];
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 40, 20) });
  let demo: string[] = [];
  let acme: string[] = [];

  beforeAll(async () => {
    demo = await publishedIds(ctx.app, 'demo', 6);
    acme = await publishedIds(ctx.app, 'acme', 3);
    await addOffer(ctx.app, 'demo', demo[0]!, 12.5);
    await addOffer(ctx.app, 'acme', acme[0]!, 99.9);
  });

  const order = (body: object, key: string = randomUUID(), host = DEMO) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { host, 'idempotency-key': key },
      payload: body,
    });
  const body = (productIds: string[], extra: Record<string, unknown> = {}) => ({
    customer: { name: 'Ana Souza', email: 'ana@oficina.com.br' },
    lines: productIds.map((productId, i) => ({ productId, quantity: i + 2 })),
    ...extra,
  });
  const maxNumber = async (uriName: string) => {
    const result = (await ctx.app.db.execute(
      sql`select coalesce(max(number), 0)::int as n from orders
        where tenant_id = ${await tenantId(ctx.app, uriName)}`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };
  /** The staff's sequential number of an order (the visitor's answer does not carry it). */
  const stored = async (o: Order) => {
    const result = (await ctx.app.db.execute(
      sql`select number, reference from orders where id = ${o.id}`,
    )) as unknown as { rows: { number: number; reference: string }[] };
    return result.rows[0]!;
  };
  const numberOf = async (o: Order) => Number((await stored(o)).number);

  describe('POST /catalog-public/orders: creation', () => {
    it('stores the order with code, description and the current offer price (201)', async () => {
      const res = await order(
        body([demo[0]!, demo[1]!], {
          customer: {
            name: '  Ana Souza ',
            company: 'Oficina do Zé',
            cnpj: '11.444.777/0001-61',
            email: 'Ana@Oficina.com.br',
            phone: '(11) 98765-4321',
          },
          notes: 'Entregar pela manhã.',
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      const o = res.json() as Order;
      expect(o).toMatchObject({
        status: 'new',
        notes: 'Entregar pela manhã.',
        customer: {
          name: 'Ana Souza',
          company: 'Oficina do Zé',
          cnpj: '11444777000161',
          email: 'ana@oficina.com.br',
          phone: '(11) 98765-4321',
        },
      });
      expect(new Date(o.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const result = (await ctx.app.db.execute(sql`select p.code, d.name, p.complement
        from products p join descriptions d on d.tenant_id = p.tenant_id and d.id = p.description_id
        where p.id = ${demo[0]}`)) as unknown as {
        rows: { code: string; name: string; complement: string | null }[];
      };
      const p = result.rows[0]!;
      expect(o.lines).toEqual([
        {
          productId: demo[0],
          code: p.code,
          description: p.complement ? `${p.name} ${p.complement}` : p.name,
          quantity: 2,
          unitPrice: 12.5,
        },
        expect.objectContaining({ productId: demo[1], quantity: 3, unitPrice: null }),
      ]);
    });

    it('numbers orders one by one per tenant, demo and acme independently', async () => {
      const [demoBefore, acmeBefore] = [await maxNumber('demo'), await maxNumber('acme')];
      const d1 = (await order(body([demo[2]!]))).json() as Order;
      const a1 = (await order(body([acme[1]!]), randomUUID(), ACME)).json() as Order;
      const d2 = (await order(body([demo[2]!]))).json() as Order;
      const a2 = (await order(body([acme[1]!]), randomUUID(), ACME)).json() as Order;
      expect([await numberOf(d1), await numberOf(d2)]).toEqual([demoBefore + 1, demoBefore + 2]);
      expect([await numberOf(a1), await numberOf(a2)]).toEqual([acmeBefore + 1, acmeBefore + 2]);
    });

    it('gives concurrent orders distinct consecutive numbers', async () => {
      const before = await maxNumber('demo');
      const results = await Promise.all(Array.from({ length: 8 }, () => order(body([demo[3]!]))));
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
      const numbers = await Promise.all(results.map((r) => numberOf(r.json() as Order)));
      expect(numbers.sort((a, b) => a - b)).toEqual(
        Array.from({ length: 8 }, (_, i) => before + i + 1),
      );
    });

    it('answers a random reference, never the sequential number (no order count leaks)', async () => {
      const before = await maxNumber('demo');
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await order(body([demo[2]!])));
      const orders = answers.map((r) => r.json() as Order);
      for (const [i, o] of orders.entries()) {
        expect(o).not.toHaveProperty('number');
        expect(o.reference).toMatch(ORDER_REFERENCE);
        expect(answers[i]!.body).not.toMatch(
          new RegExp(`"${before + i + 1}"|:${before + i + 1}[,}]`),
        );
        expect(await stored(o)).toEqual({ number: before + i + 1, reference: o.reference });
      }
      expect(new Set(orders.map((o) => o.reference)).size).toBe(5);
    });

    it('hides prices when the tenant does not show them (acme)', async () => {
      const res = await order(body([acme[0]!]), randomUUID(), ACME);
      expect(res.statusCode).toBe(201);
      expect((res.json() as Order).lines[0]).toMatchObject({ productId: acme[0], unitPrice: null });
    });

    it('mails the tenant contact e-mail after the order', async () => {
      const o = (await order(body([demo[1]!]))).json() as Order;
      const mails = await mailsTo(ctx.app, 'contato@demo-autopecas.com.br');
      const number = await numberOf(o);
      const mail = mails.find((m) => m.subject.includes(`nº ${number} `));
      expect(mail?.subject).toContain(o.reference);
      expect(mail?.text).toContain(`Referência do cliente: ${o.reference}`);
      expect(mail?.text).toContain('Ana Souza');
      expect(mail?.text).toContain(o.lines[0]!.code);
    });

    it('mails the active owners when the tenant has no contact e-mail', async () => {
      await createUser(ctx.app, 'acme', 'dona@acme.com.br', { role: 'owner' });
      await withTenant(ctx.app, 'acme', { about: {} }, async () => {
        const o = (await order(body([acme[1]!]), randomUUID(), ACME)).json() as Order;
        const mails = await mailsTo(ctx.app, 'dona@acme.com.br');
        expect(mails.map((m) => m.subject)).toContainEqual(
          expect.stringContaining(`nº ${await numberOf(o)} (${o.reference})`),
        );
      });
    });
  });

  describe('POST /catalog-public/orders: idempotency', () => {
    it('replays the same key and body: one order, same reference, 200 Idempotent-Replayed', async () => {
      const key = `retry-${randomUUID()}`;
      const first = await order(body([demo[0]!, demo[4]!]), key);
      const second = await order(body([demo[0]!, demo[4]!]), key);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect((second.json() as Order).reference).toMatch(ORDER_REFERENCE);
    });

    it('creates one order when identical requests race', async () => {
      const key = `race-${randomUUID()}`;
      const before = await countRows(ctx.app, 'orders', 'demo');
      const results = await Promise.all(
        Array.from({ length: 6 }, () => order(body([demo[5]!]), key)),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => (r.json() as Order).id)).size).toBe(1);
      expect(await countRows(ctx.app, 'orders', 'demo')).toBe(before + 1);
    });

    it('refuses the same key with another body (409 IDEMPOTENCY_KEY_REUSED)', async () => {
      const key = `reuse-${randomUUID()}`;
      expect((await order(body([demo[0]!]), key)).statusCode).toBe(201);
      const res = await order(body([demo[0]!], { notes: 'outra coisa' }), key);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it("does not replay another tenant's order under the same key", async () => {
      const key = `shared-${randomUUID()}`;
      const d = (await order(body([demo[0]!]), key)).json() as Order;
      const res = await order(body([acme[1]!]), key, ACME);
      expect(res.statusCode).toBe(201);
      expect((res.json() as Order).id).not.toBe(d.id);
    });
  });

  describe('POST /catalog-public/orders: products and rules', () => {
    const reasonFor = async (productId: string, host = DEMO) => {
      const res = await order(body([demo[0]!, productId]), randomUUID(), host);
      expect(res.statusCode).toBe(400);
      const fields = res.json().fields as { field: string; reason: string }[];
      return fields.find((f) => f.field === 'lines.1.productId')?.reason;
    };

    it("treats another tenant's product, a draft and an unknown id alike", async () => {
      const unknown = await reasonFor(randomUUID());
      expect(unknown).toMatch(/não encontrado/);
      expect(await reasonFor(acme[0]!)).toBe(unknown);
      const res = await order(body([demo[0]!]), randomUUID(), ACME);
      expect(res.json().fields).toEqual([{ field: 'lines.0.productId', reason: unknown }]);
      await setProductStatus(ctx.app, demo[5]!, 'draft');
      try {
        expect(await reasonFor(demo[5]!)).toBe(unknown);
      } finally {
        await setProductStatus(ctx.app, demo[5]!, 'published');
      }
    });

    it('refuses a discontinued product with its own reason', async () => {
      await setProductStatus(ctx.app, demo[4]!, 'discontinued');
      try {
        expect(await reasonFor(demo[4]!)).toMatch(/fora de linha/);
      } finally {
        await setProductStatus(ctx.app, demo[4]!, 'published');
      }
    });

    it('answers 403 ORDERS_DISABLED when the tenant takes no orders', async () => {
      const before = await countRows(ctx.app, 'orders', 'demo');
      await withTenant(ctx.app, 'demo', { rules: { allowOrders: false } }, async () => {
        const res = await order(body([demo[0]!]));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'ORDERS_DISABLED' });
        expect(res.json().message).toMatch(/pedidos/);
      });
      expect(await countRows(ctx.app, 'orders', 'demo')).toBe(before);
    });

    it('enforces minOrderValue only when every line shows a price', async () => {
      await withTenant(ctx.app, 'demo', { rules: { minOrderValue: 100 } }, async () => {
        // 12.50 x 2 = 25.00 < 100
        const low = await order(body([demo[0]!]));
        expect(low.statusCode).toBe(400);
        expect(low.json()).toMatchObject({ code: 'ORDER_BELOW_MINIMUM' });
        expect(low.json().message).toContain('R$');
        const enough = await order({ ...body([]), lines: [{ productId: demo[0], quantity: 8 }] });
        expect(enough.statusCode).toBe(201);
        // A line without a price: the total is unknown, so the minimum cannot apply.
        expect((await order(body([demo[0]!, demo[1]!]))).statusCode).toBe(201);
      });
      // acme hides prices: its minOrderValue (500) is not enforced.
      expect((await order(body([acme[1]!]), randomUUID(), ACME)).statusCode).toBe(201);
    });

    it('answers 404 on a host without a tenant', async () => {
      const res = await order(body([demo[0]!]), randomUUID(), 'nobody.localhost:3333');
      expect(res.statusCode).toBe(404);
    });
  });
});
