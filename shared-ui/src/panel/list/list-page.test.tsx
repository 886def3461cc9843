import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';
import { emulateMedia, stopEmulatingMedia } from '../../testing';
import { Route, Routes } from '../../router';
import { currentLocation, renderPanel, VIEWER, preloadPanel } from '../test-utils';
import type { GridColDef } from '../mui';
import type { ListFilter } from './list-filters';
import { ListPage } from './list-page';

interface Brand {
  id: string;
  version: number;
  code: string;
  name: string;
  active: boolean;
  [field: string]: unknown;
}

const RESOURCE = '/panel/portifolio/brands';
const PATH = '/panel/portifolio/brand';
const brands: Brand[] = [
  { id: 'b1', version: 1, code: 'BOS', name: 'Bosch', active: true },
  { id: 'b2', version: 3, code: 'NGK', name: 'NGK', active: true },
  { id: 'b3', version: 1, code: 'VAL', name: 'Valeo', active: false },
];
const columns: GridColDef<Brand>[] = [
  { field: 'code', headerName: 'Código', width: 120 },
  { field: 'name', headerName: 'Nome', flex: 1, minWidth: 160 },
  { field: 'active', headerName: 'Ativa', type: 'boolean' },
];
const filters: ListFilter[] = [
  { type: 'boolean', name: 'active', label: 'Ativa' },
  {
    type: 'select',
    name: 'kind',
    label: 'Tipo',
    options: [
      { value: 'own', label: 'Própria' },
      { value: 'competitor', label: 'Concorrente' },
    ],
  },
];

function Screens() {
  return (
    <Routes>
      <Route
        path={PATH}
        element={
          <ListPage
            title="Marcas"
            resource={RESOURCE}
            columns={columns}
            filters={filters}
            writePermission="portfolio:write"
            defaultSort="name:asc"
          />
        }
      />
      <Route path={`${PATH}/form/:id?`} element={<p>Formulário da marca</p>} />
      <Route path="*" element={<p>Outra tela</p>} />
    </Routes>
  );
}

const listAnswer = (request: RecordedRequest) => {
  const q = request.url.searchParams.get('q')?.toLowerCase() ?? '';
  const items = brands.filter((b) => b.name.toLowerCase().includes(q));
  return { body: { items, total: items.length + 40, page: 1, pageSize: 25 } };
};
const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === RESOURCE);
const paramsOf = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);

/** The selection checkbox of the row that shows `text`. */
const rowCheckbox = (text: string) =>
  within(screen.getByText(text).closest<HTMLElement>('[role="row"]')!).getByRole('checkbox');

// The grid's first drawing in jsdom takes seconds on a busy machine: a bound on waiting for
// rows, not a speed requirement (a list that never shows them still fails).
const GRID = { timeout: 15_000 };

beforeAll(preloadPanel, 60_000);
beforeEach(() => sessionStorage.clear());

describe('ListPage', () => {
  it('asks the API for the state in its URL and shows it', async () => {
    const { requests } = mockApi({ [`GET ${RESOURCE}`]: listAnswer });
    renderPanel(<Screens />, { route: `${PATH}?q=bos&page=2&sort=code:desc&active=true` });

    expect(await screen.findByText('Bosch', undefined, GRID)).toBeInTheDocument();
    expect(paramsOf(listRequests(requests)[0])).toEqual({
      q: 'bos',
      page: '2',
      pageSize: '25',
      sort: 'code:desc',
      active: 'true',
    });
    expect(listRequests(requests)[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('bos');
    expect(screen.getByLabelText('Ativa')).toHaveValue('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Marcas' })).toBeInTheDocument();
  });

  it('puts a search and a filter in the URL, back on page 1', async () => {
    const { requests } = mockApi({ [`GET ${RESOURCE}`]: listAnswer });
    const { user } = renderPanel(<Screens />, { route: `${PATH}?page=3` });
    await screen.findByText('Valeo', undefined, GRID);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ngk');
    await waitFor(() => expect(currentLocation()).toBe(`${PATH}?q=ngk`));
    await user.selectOptions(screen.getByLabelText('Tipo'), 'own');
    await waitFor(() => expect(currentLocation()).toBe(`${PATH}?q=ngk&kind=own`));
    await waitFor(() =>
      expect(paramsOf(listRequests(requests).at(-1))).toEqual({
        q: 'ngk',
        kind: 'own',
        page: '1',
        pageSize: '25',
        sort: 'name:asc',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(currentLocation()).toBe(PATH));
  });

  it('shows the filters in force as chips, each removed by a click', async () => {
    mockApi({ [`GET ${RESOURCE}`]: listAnswer });
    const { user } = renderPanel(<Screens />, { route: `${PATH}?active=false&kind=competitor` });
    await screen.findByText('Bosch', undefined, GRID);
    const chips = await screen.findByRole('list', { name: /^Filtros aplicados/ });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Ativa: Não', 'Tipo: Concorrente']);
    await user.click(within(chips).getByRole('button', { name: 'Ativa: Não' }));
    await waitFor(() => expect(currentLocation()).toBe(`${PATH}?kind=competitor`));
    expect(screen.getByLabelText('Ativa')).toHaveValue('');
  });

  it('keeps the filters behind "Filtros (n)" on a phone, with the chips in view', async () => {
    // A phone's width as MUI's useMediaQuery asks it (theme.breakpoints.down('sm')).
    emulateMedia((query) => query.includes('max-width'));
    try {
      mockApi({ [`GET ${RESOURCE}`]: listAnswer });
      const { user } = renderPanel(<Screens />, { route: `${PATH}?active=false` });
      await screen.findByText('Bosch', undefined, GRID);
      const toggle = await screen.findByRole('button', { name: 'Filtros (1)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Tipo')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ativa: Não' })).toBeInTheDocument();

      await user.click(toggle);
      expect(screen.getByRole('button', { name: 'Ocultar filtros (1)' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await user.selectOptions(screen.getByLabelText('Tipo'), 'own');
      await waitFor(() => expect(currentLocation()).toBe(`${PATH}?active=false&kind=own`));
      expect(screen.getByRole('button', { name: 'Ocultar filtros (2)' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ocultar filtros (2)' }));
      expect(screen.queryByLabelText('Tipo')).not.toBeInTheDocument();
    } finally {
      stopEmulatingMedia();
    }
  });

  it('comes back to the bare list path with the filters, sort and page it had', async () => {
    const { requests } = mockApi({ [`GET ${RESOURCE}`]: listAnswer });
    const { router } = renderPanel(<Screens />, {
      route: `${PATH}?q=bos&page=2&sort=code:desc&kind=own`,
    });
    await screen.findByText('Bosch', undefined, GRID);

    await act(() => router.navigate('/panel/portifolio/other'));
    expect(await screen.findByText('Outra tela')).toBeInTheDocument();
    const before = listRequests(requests).length;
    await act(() => router.navigate(PATH));

    await waitFor(() =>
      expect(decodeURIComponent(currentLocation())).toBe(
        `${PATH}?q=bos&page=2&sort=code:desc&kind=own`,
      ),
    );
    expect(await screen.findByText('Bosch', undefined, GRID)).toBeInTheDocument();
    const after = listRequests(requests).slice(before);
    expect(after.length).toBeGreaterThan(0);
    // every request on the way back carried the remembered state, none the bare defaults
    for (const request of after)
      expect(paramsOf(request)).toMatchObject({
        q: 'bos',
        page: '2',
        sort: 'code:desc',
        kind: 'own',
      });
  });

  it('applies a bulk action to the selected rows and reports what failed', async () => {
    const { requests } = mockApi({
      [`GET ${RESOURCE}`]: listAnswer,
      [`POST ${RESOURCE}/bulk`]: [
        { body: { done: 2, failed: [] } },
        {
          body: {
            done: 1,
            failed: [{ id: 'b3', code: 'IN_USE', message: 'Em uso por 3 produtos.' }],
          },
        },
      ],
    });
    const { user } = renderPanel(<Screens />, { route: PATH });
    await screen.findByText('Bosch', undefined, GRID);
    await user.click(rowCheckbox('Bosch'));
    await user.click(rowCheckbox('Valeo'));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(bar).toHaveTextContent('2 selecionados');

    await user.click(within(bar).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('2 registros desativados.')).toBeInTheDocument();
    const bulk = requests.filter((r) => r.url.pathname === `${RESOURCE}/bulk`);
    expect(bulk[0]?.body).toEqual({ action: 'deactivate', ids: ['b1', 'b3'] });

    // all done: the selection is over
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument(),
    );

    await user.click(rowCheckbox('Bosch'));
    await user.click(rowCheckbox('Valeo'));
    await user.click(
      within(screen.getByRole('region', { name: 'Ações em lote' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Excluir 2 registros?' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText(
        '1 registro excluído. 1 não pôde ser excluído: Em uso por 3 produtos.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === `${RESOURCE}/bulk`)[1]?.body).toEqual({
      action: 'delete',
      ids: ['b1', 'b3'],
    });
    // the one that failed stays selected
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Ações em lote' })).toHaveTextContent(
        '1 selecionado',
      ),
    );
  });

  it('exports with the list filters, or only the selected rows', async () => {
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { requests } = mockApi({
      [`GET ${RESOURCE}`]: listAnswer,
      [`GET ${RESOURCE}/export.csv`]: {
        text: '\uFEFFCódigo;Nome\nBOS;Bosch\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="marcas.csv"',
        },
      },
    });
    const { user } = renderPanel(<Screens />, {
      route: `${PATH}?q=bos&page=2&sort=code:desc&active=true`,
    });
    await screen.findByText('Bosch', undefined, GRID);

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloads).toEqual(['marcas.csv']));
    const exports = () => requests.filter((r) => r.url.pathname === `${RESOURCE}/export.csv`);
    expect(paramsOf(exports()[0])).toEqual({ q: 'bos', sort: 'code:desc', active: 'true' });
    expect(exports()[0]?.headers.get('authorization')).toBe('Bearer token-1');

    await user.click(rowCheckbox('Bosch'));
    await user.click(screen.getByRole('button', { name: 'Exportar selecionados (1)' }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]?.url.searchParams.get('ids')).toBe('b1');
    click.mockRestore();
  });

  it('opens a row in its form', async () => {
    mockApi({ [`GET ${RESOURCE}`]: listAnswer });
    const { user } = renderPanel(<Screens />, { route: PATH });
    await user.click(await screen.findByText('Valeo', undefined, GRID));
    expect(await screen.findByText('Formulário da marca')).toBeInTheDocument();
    expect(currentLocation()).toBe(`${PATH}/form/b3`);
  });

  it('offers no writing to a reader: no Novo, Importar or selection', async () => {
    mockApi({ [`GET ${RESOURCE}`]: listAnswer });
    renderPanel(<Screens />, { route: PATH, permissions: VIEWER });
    await screen.findByText('Bosch', undefined, GRID);
    expect(screen.queryByRole('link', { name: 'Novo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Selecionar linha' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });

  it("draws a list's own bulk actions and a date filter, with no common action", async () => {
    const { requests } = mockApi({ [`GET ${RESOURCE}`]: listAnswer });
    const seen: string[][] = [];
    const { user } = renderPanel(
      <Routes>
        <Route
          path={PATH}
          element={
            <ListPage
              title="Marcas"
              resource={RESOURCE}
              columns={columns}
              filters={[{ type: 'date', name: 'updatedSince', label: 'Alterados desde' }]}
              writePermission="portfolio:write"
              bulkActions={[]}
              bulkExtra={({ ids, done }) => (
                <button
                  type="button"
                  onClick={() => {
                    seen.push([...ids]);
                    done(['b3']);
                  }}
                >
                  Publicar
                </button>
              )}
            />
          }
        />
      </Routes>,
      { route: PATH },
    );
    await screen.findByText('Bosch', undefined, GRID);
    await user.click(rowCheckbox('Bosch'));
    await user.click(rowCheckbox('Valeo'));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(within(bar).queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Publicar' }));
    expect(seen).toEqual([['b1', 'b3']]);
    // what the action reports as failed stays selected
    await waitFor(() => expect(bar).toHaveTextContent('1 selecionado'));

    await user.type(screen.getByLabelText('Alterados desde'), '2026-11-01');
    await waitFor(() => expect(currentLocation()).toBe(`${PATH}?updatedSince=2026-11-01`));
    await waitFor(() =>
      // the day as the instant it starts in the user's time zone, as the API takes a date-time
      expect(paramsOf(listRequests(requests).at(-1))).toMatchObject({
        updatedSince: new Date(2026, 10, 1).toISOString(),
      }),
    );
  });

  it('shows no row count before the first answer, then the real one', async () => {
    let answer: () => void = () => undefined;
    mockApi({
      [`GET ${RESOURCE}`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { items: brands, total: 3, page: 1, pageSize: 25 } });
        }),
    });
    renderPanel(<Screens />, { route: PATH });
    // the grid drawn and loading, its footer saying nothing it does not know yet
    expect(await screen.findByRole('grid', undefined, GRID)).toBeInTheDocument();
    expect(screen.getByText('Carregando…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/\d+–\d+ de/)).not.toBeInTheDocument();
    act(() => answer());
    expect(await screen.findByText('Valeo', undefined, GRID)).toBeInTheDocument();
    expect(screen.getByText('1–3 de 3')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mockApi({
      [`GET ${RESOURCE}`]: [
        { status: 503, body: { message: 'Indisponível' } },
        { status: 503, body: { message: 'Indisponível' } },
        { body: { items: brands, total: 3, page: 1, pageSize: 25 } },
      ],
    });
    const { user } = renderPanel(<Screens />, { route: PATH });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByText('Valeo', undefined, GRID)).toBeInTheDocument();
  });
});
