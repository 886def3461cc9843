import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { seed: false });

  it('GET /health reports ok and which database answered', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: '127.0.0.1:3333' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('GET /docs/json is an OpenAPI 3 document with the public paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Catálogo Eletrônico API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/catalog-public/tenant-info',
        '/catalog-public/category/portifolio.category',
      ]),
    );
    const tenantInfo = doc.paths['/catalog-public/tenant-info'].get.responses;
    expect(tenantInfo['200'].content['application/json'].schema.properties).toHaveProperty(
      'companyLayout',
    );
    expect(tenantInfo['404']).toBeDefined();
  });

  it('GET /docs serves the Swagger UI page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });

  it('an unknown route answers the 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET:/x not found',
    });
  });
});

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { seed: false });

  it('GET /health answers 503 when the database is gone', async () => {
    await ctx.database.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: kind });
  });
});
