import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, formatDateTime } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import { emulateMedia, stopEmulatingMedia } from '@catalogo/shared-ui/testing';
import { callsTo, currentLocation, findRow, page, renderPanel, VIEWER } from '../common/test-utils';
import { ProductListPage } from './product-list-page';
import { IMAGE_1, PRODUCTS, PRODUCT_PATH, listItem } from './test-fixtures';

const items = [
  listItem(),
  listItem({
    id: 'p2',
    code: 'PF-2000',
    description: 'DISCO DE FREIO',
    complement: null,
    brand: { id: 'b2', name: 'Fremax' },
    categoryPath: null,
    status: 'draft',
    completeness: 40,
    image: null,
    updatedBy: null,
  }),
  listItem({ id: 'p3', code: 'PF-3000', status: 'discontinued', completeness: 100 }),
];

function Screens() {
  return (
    <Routes>
      <Route path={PRODUCT_PATH} element={<ProductListPage />} />
      <Route path={`${PRODUCT_PATH}/form/:id?`} element={<p>Formulário do produto</p>} />
    </Routes>
  );
}

const params = (url: URL) => Object.fromEntries(url.searchParams);
const checkbox = (row: HTMLElement) => within(row).getByRole('checkbox');
const findRowNow = (code: string) => screen.getByText(code).closest<HTMLElement>('[role="row"]')!;

beforeEach(() => sessionStorage.clear());

describe('ProductListPage', () => {
  it('shows picture, code, description and complement, brand, category, status, completeness and who updated', async () => {
    const { requests } = mockApi({ [`GET ${PRODUCTS}`]: page(items) });
    renderPanel(<Screens />, { route: PRODUCT_PATH });
    const first = await findRow('PF-1020');
    expect(screen.getByRole('heading', { level: 1, name: 'Produtos' })).toBeInTheDocument();
    expect(within(first).getByText('PASTILHA DE FREIO DIANTEIRA')).toBeInTheDocument();
    expect(within(first).getByText('Bosch')).toBeInTheDocument();
    expect(within(first).getByText('Freios › Pastilhas › Dianteiras')).toBeInTheDocument();
    expect(within(first).getByText('Publicado')).toBeInTheDocument();
    expect(
      within(first).getByRole('progressbar', { name: 'Completude de PF-1020' }),
    ).toHaveAttribute('aria-valuenow', '85');
    expect(within(first).getByText('85%')).toBeInTheDocument();
    expect(within(first).getByText(formatDateTime(items[0]!.updatedAt))).toBeInTheDocument();
    expect(within(first).getByText('por Bruno')).toBeInTheDocument();
    // the one-cell view is a phone's; here each field has its column
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Produto');
    const picture = within(first).getByRole('img', { name: 'Foto de PF-1020' });
    expect(new URL(picture.getAttribute('src')!).searchParams.get('url')).toBe(IMAGE_1);

    const second = await findRow('PF-2000');
    expect(within(second).getByText('DISCO DE FREIO')).toBeInTheDocument();
    expect(within(second).getByText('Rascunho')).toBeInTheDocument();
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(await findRow('PF-3000')).getByText('Descontinuado')).toBeInTheDocument();

    expect(params(callsTo(requests, 'GET', PRODUCTS)[0]!.url)).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'updatedAt:desc',
    });
    expect(screen.getByRole('link', { name: 'Novo produto' })).toHaveAttribute(
      'href',
      `${PRODUCT_PATH}/form`,
    );
  });

  it('on a phone, shows each product as its photo, code, status and description, without sideways columns', async () => {
    // A phone's width as MUI's useMediaQuery asks it (theme.breakpoints.down('sm')).
    emulateMedia((query) => query.includes('max-width'));
    try {
      mockApi({ [`GET ${PRODUCTS}`]: page(items) });
      const { user } = renderPanel(<Screens />, { route: PRODUCT_PATH });
      const first = await findRow('PF-1020');
      expect(within(first).getByRole('img', { name: 'Foto de PF-1020' })).toBeInTheDocument();
      expect(within(first).getByText('Publicado')).toBeInTheDocument();
      expect(within(first).getByText('PASTILHA DE FREIO DIANTEIRA')).toBeInTheDocument();
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(expect.arrayContaining(['Foto', 'Produto']));
      for (const hidden of ['Código', 'Marca', 'Categoria', 'Situação', 'Completude', 'Atualizado'])
        expect(headers).not.toContain(hidden);
      expect(within(await findRow('PF-2000')).getByText('Rascunho')).toBeInTheDocument();
      // The other columns are one choice away, and the choice is the user's.
      await user.click(screen.getByRole('button', { name: 'Colunas' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Marca' }));
      await waitFor(() =>
        expect(within(findRowNow('PF-1020')).getByText('Bosch')).toBeInTheDocument(),
      );
    } finally {
      stopEmulatingMedia();
    }
  });

  it('puts its filters in the URL and asks the API with them', async () => {
    const { requests } = mockApi({ [`GET ${PRODUCTS}`]: page(items) });
    const { user } = renderPanel(<Screens />, { route: PRODUCT_PATH });
    await findRow('PF-1020');

    await user.selectOptions(screen.getByLabelText('Situação'), 'Rascunho');
    await waitFor(() => expect(currentLocation()).toBe(`${PRODUCT_PATH}?status=draft`));
    await user.selectOptions(screen.getByLabelText('Com imagem'), 'Não');
    await user.selectOptions(screen.getByLabelText('Completude'), 'Abaixo de 50%');
    await user.type(screen.getByLabelText('Alterados desde'), '2026-11-01');
    await waitFor(() =>
      expect(currentLocation()).toBe(
        `${PRODUCT_PATH}?status=draft&hasImage=false&completenessBelow=50&updatedSince=2026-11-01`,
      ),
    );
    await waitFor(() =>
      expect(params(callsTo(requests, 'GET', PRODUCTS).at(-1)!.url)).toEqual({
        status: 'draft',
        hasImage: 'false',
        completenessBelow: '50',
        // the day as the instant it starts here (the API takes a date-time)
        updatedSince: new Date(2026, 10, 1).toISOString(),
        page: '1',
        pageSize: '25',
        sort: 'updatedAt:desc',
      }),
    );
    const chips = screen.getByRole('list', { name: /^Filtros aplicados/ });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Situação: Rascunho',
      'Com imagem: Não',
      'Completude: Abaixo de 50%',
      'Alterados desde: 01/11/2026',
    ]);
    // brand and the category levels are pickers of their resources
    expect(screen.getByRole('combobox', { name: 'Marca' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Subgrupo' })).toBeInTheDocument();
  });

  it('publishes the selection and reports the product that could not be published', async () => {
    const { requests } = mockApi({
      [`GET ${PRODUCTS}`]: page(items),
      [`POST ${PRODUCTS}/bulk`]: {
        body: {
          done: 1,
          failed: [
            {
              id: 'p2',
              code: 'NOT_PUBLISHABLE',
              message: 'PF-2000: falta a imagem principal.',
            },
          ],
        },
      },
    });
    const { user } = renderPanel(<Screens />, { route: PRODUCT_PATH });
    await user.click(checkbox(await findRow('PF-1020')));
    await user.click(checkbox(await findRow('PF-2000')));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(bar).toHaveTextContent('2 selecionados');
    // no Duplicar for two
    expect(within(bar).queryByRole('button', { name: 'Duplicar' })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText(
        '1 produto publicado. 1 não pôde ser publicado: PF-2000: falta a imagem principal.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', `${PRODUCTS}/bulk`)[0]?.body).toEqual({
      action: 'publish',
      ids: ['p1', 'p2'],
    });
    // the one that failed stays selected, ready for another action
    await waitFor(() => expect(bar).toHaveTextContent('1 selecionado'));
    expect(within(bar).getByRole('button', { name: 'Duplicar' })).toBeInTheDocument();
  });

  it('duplicates a row under a new code and opens the copy', async () => {
    const { requests } = mockApi({
      [`GET ${PRODUCTS}`]: page(items),
      [`POST ${PRODUCTS}/p1/duplicate`]: [
        {
          status: 409,
          body: {
            code: 'DUPLICATE',
            message: 'Código em uso.',
            fields: [{ field: 'code', reason: 'Já existe um produto com este código.' }],
          },
        },
        { status: 201, body: { ...listItem({ id: 'p9', code: 'PF-1021', status: 'draft' }) } },
      ],
    });
    const { user } = renderPanel(<Screens />, { route: PRODUCT_PATH });
    const row = await findRow('PF-1020');
    await user.click(within(row).getByRole('button', { name: 'Duplicar PF-1020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar PF-1020' });
    // the row was not opened by the click
    expect(currentLocation()).toBe(PRODUCT_PATH);
    await user.type(within(dialog).getByLabelText(/^Código do novo produto/), 'pf-2000');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicar' }));
    expect(
      await within(dialog).findByText('Já existe um produto com este código.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', `${PRODUCTS}/p1/duplicate`)[0]?.body).toEqual({
      code: 'PF-2000',
    });

    const code = within(dialog).getByLabelText(/^Código do novo produto/);
    await user.clear(code);
    await user.type(code, 'PF-1021');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicar' }));
    expect(await screen.findByText('Formulário do produto')).toBeInTheDocument();
    expect(currentLocation()).toBe(`${PRODUCT_PATH}/form/p9`);
  });

  it('exports the applications as their own spreadsheet and opens their import', async () => {
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { requests } = mockApi({
      [`GET ${PRODUCTS}`]: page(items),
      [`GET ${PRODUCTS}/applications/export.csv`]: {
        text: '\uFEFFCódigo;Montadora;Modelo\nPF-1020;RENAULT;SANDERO\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="aplicacoes.csv"',
        },
      },
      [`POST ${PRODUCTS}/applications/import`]: {
        body: { created: 3, updated: 0, unchanged: 0, errors: [] },
      },
    });
    const { user } = renderPanel(<Screens />, { route: `${PRODUCT_PATH}?status=draft` });
    await findRow('PF-1020');
    const lists = screen.getByRole('button', { name: 'Planilhas de aplicações e referências' });
    await user.click(lists);
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar aplicações' }));
    await waitFor(() => expect(downloads).toEqual(['aplicacoes.csv']));
    click.mockRestore();

    await user.click(lists);
    await user.click(await screen.findByRole('menuitem', { name: 'Importar aplicações' }));
    expect(
      await screen.findByRole('dialog', { name: 'Importar aplicações (CSV)' }),
    ).toBeInTheDocument();
    // the products the list shows: its filters
    const exported = callsTo(requests, 'GET', `${PRODUCTS}/applications/export.csv`);
    expect(exported).toHaveLength(1);
    expect(Object.fromEntries(exported[0]!.url.searchParams)).toEqual({ status: 'draft' });
  });

  it('lets a viewer read the list without Novo, Importar, selection or Duplicar', async () => {
    mockApi({ [`GET ${PRODUCTS}`]: page(items) });
    const { user } = renderPanel(<Screens />, { route: PRODUCT_PATH, permissions: VIEWER });
    const row = await findRow('PF-1020');
    expect(screen.queryByRole('link', { name: 'Novo produto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Duplicar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Planilhas de aplicações e referências' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Exportar aplicações' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Importar aplicações' })).not.toBeInTheDocument();
  });
});
