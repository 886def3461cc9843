import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { promotions } from '../../db/commerce-schema';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { ACME, DEMO } from '../../../test/helpers/commerce';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const URL = '/catalog-public/promotions';
const DAY = 86_400_000;

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app, 60, 30) });
  const get = (host: string) => ctx.app.inject({ method: 'GET', url: URL, headers: { host } });
  const addPromotion = async (uriName: string, title: string, from: number, to: number | null) =>
    ctx.app.db.insert(promotions).values({
      tenantId: await tenantId(ctx.app, uriName),
      id: randomUUID(),
      title,
      startsAt: new Date(Date.now() + from * DAY),
      endsAt: to === null ? null : new Date(Date.now() + to * DAY),
    });

  describe('GET /catalog-public/promotions', () => {
    it("answers the demo's running promotions, newest first, without the ended one", async () => {
      const res = await get(DEMO);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const body = res.json();
      expect(body.map((p: { title: string }) => p.title)).toEqual([
        'Semana do Freio: até 15% off em pastilhas e discos',
        'Suspensão em dia: amortecedores e molas com 10% off',
      ]);
      const publicUrl = ctx.app.config.storage.publicUrl;
      expect(body[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Semana do Freio: até 15% off em pastilhas e discos',
        banner: `${publicUrl}/demo/promotions/generated/semana-do-freio.png`,
        startsAt: expect.any(String),
        endsAt: expect.any(String),
        discount: 15,
      });
      expect(new Date(body[0].startsAt).getTime()).toBeLessThan(Date.now());
      expect(new Date(body[0].endsAt).getTime()).toBeGreaterThan(Date.now());
      expect(body[1]).toMatchObject({ endsAt: null, discount: 10 });
      // The ended campaign is stored, just not shown.
      const [ended] = await ctx.app.db
        .execute(
          sql`select count(*)::int as n from promotions
        where tenant_id = ${await tenantId(ctx.app, 'demo')} and ends_at < now()`,
        )
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      expect(ended?.n).toBe(1);
    });

    it("answers only the Host's own promotions", async () => {
      const acme = (await get(ACME)).json();
      expect(acme).toEqual([
        expect.objectContaining({
          title: 'Revisão de frota: 12% off em filtros e correias',
          discount: 12,
        }),
      ]);
      const demoIds = (await get(DEMO)).json().map((p: { id: string }) => p.id);
      expect(demoIds).not.toContain(acme[0].id);
    });

    it('leaves out campaigns that have not started or end at this moment', async () => {
      await addPromotion('demo', 'Começa amanhã', 1, 10);
      await addPromotion('demo', 'Terminou', -10, -0.0001);
      const titles = (await get(DEMO)).json().map((p: { title: string }) => p.title);
      expect(titles).not.toContain('Começa amanhã');
      expect(titles).not.toContain('Terminou');
      expect(titles).toHaveLength(2);
    });

    it('answers at most 10, the newest; a promotion without banner has null', async () => {
      for (let i = 1; i <= 10; i++) await addPromotion('demo', `Campanha ${i}`, -i / 100, null);
      const body = (await get(DEMO)).json();
      expect(body.map((p: { title: string }) => p.title)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Campanha ${i + 1}`),
      );
      expect(body[0]).toMatchObject({ banner: null, discount: 0, endsAt: null });
    });

    it('answers 404 for an unknown tenant', async () => {
      expect((await get('nobody.localhost:3333')).statusCode).toBe(404);
    });
  });
});
