import { createAppStore } from '../store/store';
import { sessionLoaded } from '../session/session-slice';
import { tenantResolved } from '../tenant/tenant-slice';
import { demoTenant, mockApi } from '../testing';
import type { RecordedRequest } from '../testing';
import { exportPanelCsv, fileNameFrom } from './export-csv';
import { panelApi } from './panel-api';

const BRANDS = '/panel/portifolio/brands';
const GROUPS = '/panel/portifolio/groups';
const brand = { id: 'b1', version: 1, name: 'Bosch' };
const list = (items: unknown[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25 },
});

function signedInStore() {
  const store = createAppStore();
  store.dispatch(tenantResolved(demoTenant));
  store.dispatch(
    sessionLoaded({
      data: {
        user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'editor' },
        tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo', situation: 'active' },
        permissions: ['panel:read', 'portfolio:write'],
      },
      accessToken: 'token-1',
    }),
  );
  return store;
}

const gets = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === path).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('panel API', () => {
  it('asks for a list with its filters, leaving empty ones out, with the token', async () => {
    const { requests } = mockApi({ [`GET ${BRANDS}`]: list([brand]) });
    const store = signedInStore();
    const result = await store.dispatch(
      panelApi.endpoints.getPanelList.initiate({
        resource: BRANDS,
        params: {
          q: 'bos',
          page: 2,
          pageSize: 50,
          sort: 'name:asc',
          active: true,
          kind: '',
          line: null,
        },
      }),
    );
    expect(result.data?.items).toEqual([brand]);
    expect(requests[0]?.url.origin).toBe('http://demo.localhost:3333');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      q: 'bos',
      page: '2',
      pageSize: '50',
      sort: 'name:asc',
      active: 'true',
    });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it("a save refreshes that resource's lists and becomes its record, not other resources'", async () => {
    const { requests } = mockApi({
      [`GET ${BRANDS}`]: list([brand]),
      [`GET ${GROUPS}`]: list([]),
      [`GET ${BRANDS}/b1`]: { body: brand },
      [`PUT ${BRANDS}/b1`]: { body: { ...brand, version: 2, name: 'Bosch Brasil' } },
    });
    const store = signedInStore();
    const subscriptions = [
      store.dispatch(panelApi.endpoints.getPanelList.initiate({ resource: BRANDS })),
      store.dispatch(panelApi.endpoints.getPanelList.initiate({ resource: GROUPS })),
      store.dispatch(panelApi.endpoints.getPanelRecord.initiate({ resource: BRANDS, id: 'b1' })),
    ];
    await Promise.all(subscriptions);
    await store.dispatch(
      panelApi.endpoints.updatePanelRecord.initiate({
        resource: BRANDS,
        id: 'b1',
        body: { name: 'Bosch Brasil', version: 1 },
      }),
    );
    await settle();
    expect(gets(requests, BRANDS)).toBe(2);
    expect(gets(requests, GROUPS)).toBe(1);
    expect(gets(requests, `${BRANDS}/b1`)).toBe(1);
    const record = panelApi.endpoints.getPanelRecord.select({ resource: BRANDS, id: 'b1' })(
      store.getState() as never,
    );
    expect(record.data).toMatchObject({ version: 2, name: 'Bosch Brasil' });
    subscriptions.forEach((s) => s.unsubscribe());
  });

  it('a bulk action and an import refresh lists and records; a dry run does not', async () => {
    const report = { created: 1, updated: 0, unchanged: 0, errors: [] };
    const { requests } = mockApi({
      [`GET ${BRANDS}`]: list([brand]),
      [`GET ${BRANDS}/b1`]: { body: brand },
      [`POST ${BRANDS}/bulk`]: { body: { done: 1, failed: [] } },
      [`POST ${BRANDS}/import`]: { body: report },
    });
    const store = signedInStore();
    const subscriptions = [
      store.dispatch(panelApi.endpoints.getPanelList.initiate({ resource: BRANDS })),
      store.dispatch(panelApi.endpoints.getPanelRecord.initiate({ resource: BRANDS, id: 'b1' })),
    ];
    await Promise.all(subscriptions);
    const file = new Blob(['Nome\nBosch\n'], { type: 'text/csv' });
    await store.dispatch(
      panelApi.endpoints.importPanelCsv.initiate({ resource: BRANDS, file, dryRun: true }),
    );
    await settle();
    expect(gets(requests, BRANDS)).toBe(1);

    await store.dispatch(
      panelApi.endpoints.bulkPanelAction.initiate({
        resource: BRANDS,
        action: 'deactivate',
        ids: ['b1'],
      }),
    );
    await settle();
    expect(gets(requests, BRANDS)).toBe(2);
    expect(gets(requests, `${BRANDS}/b1`)).toBe(2);

    await store.dispatch(
      panelApi.endpoints.importPanelCsv.initiate({ resource: BRANDS, file, dryRun: false }),
    );
    await settle();
    expect(gets(requests, BRANDS)).toBe(3);
    const imports = requests.filter((r) => r.url.pathname === `${BRANDS}/import`);
    expect(imports.map((r) => r.url.searchParams.get('dryRun'))).toEqual(['true', 'false']);
    expect(imports[0]?.body).toBe('Nome\nBosch\n');
    subscriptions.forEach((s) => s.unsubscribe());
  });

  it('deletes with the version read', async () => {
    const { requests } = mockApi({ [`DELETE ${BRANDS}/b1`]: { status: 204 } });
    const store = signedInStore();
    await store.dispatch(
      panelApi.endpoints.deletePanelRecord.initiate({ resource: BRANDS, id: 'b1', version: 3 }),
    );
    expect(requests[0]?.url.search).toBe('?version=3');
  });
});

describe('CSV export', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="marcas.csv"', 'x.csv')).toBe('marcas.csv');
    expect(fileNameFrom("attachment; filename*=UTF-8''marcas%20ativas.csv", 'x.csv')).toBe(
      'marcas ativas.csv',
    );
    expect(fileNameFrom(null, 'brands.csv')).toBe('brands.csv');
  });

  it('fails with the API message instead of saving an error as a file', async () => {
    mockApi({
      [`GET ${BRANDS}/export.csv`]: {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Sem permissão.' },
      },
    });
    await expect(
      exportPanelCsv({ baseUrl: 'http://demo.localhost:3333', token: 't', resource: BRANDS }),
    ).rejects.toThrow('Sem permissão.');
  });
});
