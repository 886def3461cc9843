/** @jest-environment node */
import { bootstrapTenant } from './bootstrap-tenant';

const tenant = {
  id: 't1',
  commercialName: 'Demo Autopeças',
  uriName: 'demo',
  situation: 'active',
  companyAbout: {},
  companyLayout: { colorSeccondary: '#e85d04' },
  companyRule: {},
};
const categories = { status: true, metadata: [{ level: 'category', status: true }] };
const base = { protocol: 'http:', apiAddress: 'localhost:3333', productKey: 'catalogo' };

function fetchFrom(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const path = new URL(url).pathname;
    const route = routes[path];
    if (!route) throw new TypeError('Failed to fetch');
    return route();
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe('bootstrapTenant', () => {
  it('loads tenant-info and the category settings from the tenant API', async () => {
    const { fetchFn, calls } = fetchFrom({
      '/catalog-public/tenant-info': () => Response.json(tenant),
      '/catalog-public/category/portifolio.category': () => Response.json(categories),
    });
    const state = await bootstrapTenant({ ...base, hostname: 'demo.localhost', fetchFn });
    expect(state).toMatchObject({
      status: 'loaded',
      label: 'demo',
      baseUrl: 'http://demo.localhost:3333',
    });
    expect(state.info?.commercialName).toBe('Demo Autopeças');
    expect(state.categorySettings).toEqual(categories);
    expect(calls.every((url) => url.startsWith('http://demo.localhost:3333/'))).toBe(true);
  });

  it('makes no call on a reserved host', async () => {
    const { fetchFn, calls } = fetchFrom({});
    const state = await bootstrapTenant({ ...base, hostname: 'localhost', fetchFn });
    expect(state).toMatchObject({ status: 'platform', label: null, info: null });
    expect(calls).toHaveLength(0);
  });

  it('marks an unknown tenant as not found', async () => {
    const { fetchFn } = fetchFrom({
      '/catalog-public/tenant-info': () =>
        Response.json({ message: 'Tenant not found' }, { status: 404 }),
      '/catalog-public/category/portifolio.category': () => Response.json({}, { status: 404 }),
    });
    const state = await bootstrapTenant({ ...base, hostname: 'nope.localhost', fetchFn });
    expect(state).toMatchObject({ status: 'not-found', info: null, categorySettings: null });
  });

  it('marks a company awaiting its e-mail confirmation as unconfirmed', async () => {
    const { fetchFn } = fetchFrom({
      '/catalog-public/tenant-info': () =>
        Response.json({ code: 'TENANT_UNCONFIRMED', message: 'x' }, { status: 404 }),
      '/catalog-public/category/portifolio.category': () =>
        Response.json({ code: 'TENANT_UNCONFIRMED', message: 'x' }, { status: 404 }),
    });
    const state = await bootstrapTenant({ ...base, hostname: 'nova.localhost', fetchFn });
    expect(state).toMatchObject({ status: 'unconfirmed', label: 'nova', info: null });
  });

  it('silently ignores an API that is down', async () => {
    const { fetchFn } = fetchFrom({});
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = await bootstrapTenant({ ...base, hostname: 'demo.localhost', fetchFn });
    expect(state).toMatchObject({ status: 'unreachable', label: 'demo', info: null });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
  describe('retry (spec §7: a GET is retried once on 408, 409, 425, 429, 500, 502, 503, 504)', () => {
    const answers = (...statuses: number[]) => {
      const queue = [...statuses];
      return (body: unknown) => () => {
        const status = queue.shift() ?? 200;
        return status === 200 ? Response.json(body) : Response.json({}, { status });
      };
    };

    it('asks tenant-info and the category settings again after a 503 and uses the second answer', async () => {
      const { fetchFn, calls } = fetchFrom({
        '/catalog-public/tenant-info': answers(503)(tenant),
        '/catalog-public/category/portifolio.category': answers(503)(categories),
      });
      const state = await bootstrapTenant({
        ...base,
        hostname: 'demo.localhost',
        fetchFn,
        retryDelayMs: 0,
      });
      expect(state).toMatchObject({ status: 'loaded', info: { commercialName: 'Demo Autopeças' } });
      expect(state.categorySettings).toEqual(categories);
      expect(calls.filter((url) => url.endsWith('/tenant-info'))).toHaveLength(2);
      expect(calls.filter((url) => url.endsWith('/portifolio.category'))).toHaveLength(2);
    });

    it.each([408, 409, 425, 429, 500, 502, 504])('retries once on %i', async (status) => {
      const { fetchFn, calls } = fetchFrom({
        '/catalog-public/tenant-info': answers(status)(tenant),
        '/catalog-public/category/portifolio.category': answers(status)(categories),
      });
      const state = await bootstrapTenant({
        ...base,
        hostname: 'demo.localhost',
        fetchFn,
        retryDelayMs: 0,
      });
      expect(state.status).toBe('loaded');
      expect(state.categorySettings).toEqual(categories);
      expect(calls).toHaveLength(4);
    });

    it('retries only once: two 503s leave the tenant unreachable', async () => {
      const { fetchFn, calls } = fetchFrom({
        '/catalog-public/tenant-info': answers(503, 503)(tenant),
        '/catalog-public/category/portifolio.category': answers(503, 503)(categories),
      });
      const state = await bootstrapTenant({
        ...base,
        hostname: 'demo.localhost',
        fetchFn,
        retryDelayMs: 0,
      });
      expect(state).toMatchObject({ status: 'unreachable', info: null, categorySettings: null });
      expect(calls).toHaveLength(4);
    });

    it('does not retry a 404 (an unknown tenant) nor a 400', async () => {
      const { fetchFn, calls } = fetchFrom({
        '/catalog-public/tenant-info': answers(404)(tenant),
        '/catalog-public/category/portifolio.category': answers(400)(categories),
      });
      const state = await bootstrapTenant({
        ...base,
        hostname: 'nope.localhost',
        fetchFn,
        retryDelayMs: 0,
      });
      expect(state.status).toBe('not-found');
      expect(calls).toHaveLength(2);
    });
  });
});
