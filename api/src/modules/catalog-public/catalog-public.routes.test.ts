import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const TENANT_INFO = '/catalog-public/tenant-info';
const CATEGORIES = '/catalog-public/category/portifolio.category';
const NOT_FOUND = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Tenant not found',
  code: 'TENANT_NOT_FOUND',
};

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  const get = (url: string, host: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { host } });

  describe('GET /catalog-public/tenant-info', () => {
    it("answers the demo tenant's data for demo.localhost", async () => {
      const res = await get(TENANT_INFO, 'demo.localhost:3333');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(
        [
          'commercialName',
          'companyAbout',
          'companyLayout',
          'companyRule',
          'id',
          'mediaUrl',
          'situation',
          'uriName',
        ].sort(),
      );
      expect(body).toMatchObject({
        commercialName: 'Demo Autopeças',
        uriName: 'demo',
        situation: 'active',
        companyLayout: { colorSeccondary: '#be4c03', colorSeccondaryContrast: '#ffffff' },
        companyRule: { showPrices: true, allowOrders: true, minOrderValue: 0 },
        mediaUrl: ctx.app.config.storage.publicUrl,
      });
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.companyAbout).toMatchObject({
        phone: expect.any(String),
        email: expect.any(String),
      });
      // Internal columns never leave the API.
      expect(JSON.stringify(body)).not.toMatch(/cnpj|legalName|version|createdAt/);
    });

    it('answers acme with its own colours for acme.localhost', async () => {
      const demo = (await get(TENANT_INFO, 'demo.localhost:3333')).json();
      const res = await get(TENANT_INFO, 'acme.localhost:3333');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        commercialName: 'Acme Distribuidora',
        uriName: 'acme',
        companyLayout: { colorSeccondary: '#228075', colorSeccondaryContrast: '#ffffff' },
      });
      expect(res.json().id).not.toBe(demo.id);
    });

    it.each([
      ['an unknown tenant', 'nobody.localhost:3333'],
      ['the reserved host localhost', 'localhost:3333'],
      ['a reserved label', 'www.localhost:3333'],
      ['the product key', 'catalogo.localhost:3333'],
      ['an IP address', '127.0.0.1:3333'],
    ])('answers 404 TENANT_NOT_FOUND for %s', async (_label, host) => {
      const res = await get(TENANT_INFO, host);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });
  });

  describe('GET /catalog-public/category/portifolio.category', () => {
    it('has every level on for demo', async () => {
      const res = await get(CATEGORIES, 'demo.localhost:3333');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: true,
        metadata: [
          { level: 'category', status: true },
          { level: 'group', status: true },
          { level: 'subgroup', status: true },
        ],
      });
    });

    it('has the subgroup level off for acme', async () => {
      const res = await get(CATEGORIES, 'acme.localhost:3333');
      expect(res.json()).toEqual({
        status: true,
        metadata: [
          { level: 'category', status: true },
          { level: 'group', status: true },
          { level: 'subgroup', status: false },
        ],
      });
    });

    it.each(['localhost:3333', '127.0.0.1:3333', 'nobody.localhost'])(
      'answers 404 TENANT_NOT_FOUND for %s',
      async (host) => {
        const res = await get(CATEGORIES, host);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      },
    );

    it('needs the literal dot in the path', async () => {
      const res = await get('/catalog-public/category/portifolioXcategory', 'demo.localhost');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(
        'Route GET:/catalog-public/category/portifolioXcategory not found',
      );
    });
  });
});
