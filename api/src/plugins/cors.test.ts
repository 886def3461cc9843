import { forEachDatabase, useTestApp } from '../../test/helpers/test-app';

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { seed: false });

  const preflight = (origin: string, host: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/catalog-public/tenant-info',
      headers: {
        host,
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it("allows a tenant's shell to call the same tenant's API", async () => {
    const res = await preflight('http://demo.localhost:4200', 'demo.localhost:3333');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://demo.localhost:4200');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers['access-control-allow-headers']).toBe(
      'Content-Type, Authorization, Idempotency-Key',
    );
  });

  it("refuses another tenant's shell", async () => {
    const res = await preflight('http://acme.localhost:4200', 'demo.localhost:3333');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['the platform origin on the platform host', 'http://localhost:4200', 'localhost:3333', true],
    [
      'a reserved label on the platform host',
      'http://accounts.localhost:4200',
      'localhost:3333',
      true,
    ],
    ['a platform origin on a tenant host', 'http://localhost:4200', 'demo.localhost:3333', false],
    ['a tenant origin on the platform host', 'http://demo.localhost:4200', 'localhost:3333', false],
    ['a foreign domain', 'http://demo.evil.test:4200', 'demo.localhost:3333', false],
    ['a look-alike suffix', 'http://demo.notlocalhost', 'demo.localhost:3333', false],
    ['a nested subdomain', 'http://x.demo.localhost:4200', 'demo.localhost:3333', false],
    ['a null origin', 'null', 'demo.localhost:3333', false],
  ])('%s: allowed=%s', async (_label, origin, host, allowed) => {
    const res = await preflight(origin, host);
    expect(res.headers['access-control-allow-origin']).toBe(allowed ? origin : undefined);
  });

  it("allows credentials (the refresh cookie) for the tenant's own shell only", async () => {
    const refreshPreflight = (origin: string, host: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/auth/refresh',
        headers: { host, origin, 'access-control-request-method': 'POST' },
      });
    const own = await refreshPreflight('http://demo.localhost:4200', 'demo.localhost:3333');
    expect(own.headers['access-control-allow-origin']).toBe('http://demo.localhost:4200');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    for (const [origin, host] of [
      ['http://acme.localhost:4200', 'demo.localhost:3333'],
      ['http://evil.test', 'demo.localhost:3333'],
      // Platform pages may call the platform API, but sign no one in: no cookies there.
      ['http://localhost:4200', 'localhost:3333'],
      ['http://accounts.localhost:4200', 'localhost:3333'],
    ] as const) {
      const res = await refreshPreflight(origin, host);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const platform = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: 'localhost:3333', origin: 'http://localhost:4200' },
    });
    expect(platform.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(platform.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('adds the header to simple requests from the same tenant only', async () => {
    const same = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: 'demo.localhost:3333', origin: 'http://demo.localhost:4200' },
    });
    expect(same.headers['access-control-allow-origin']).toBe('http://demo.localhost:4200');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: 'demo.localhost:3333', origin: 'http://acme.localhost:4200' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
