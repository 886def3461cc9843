import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, formatDateTime } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, currentLocation, findRow, page, renderPanel, VIEWER } from '../common/test-utils';
import { BrandListPage } from './brand-list-page';

const RESOURCE = '/panel/portifolio/brands';
const PATH = '/panel/portifolio/brand';
const brands = [
  {
    id: 'b1',
    version: 2,
    name: 'Bosch',
    slug: 'bosch',
    kind: 'own',
    logo: 'https://storage.example.com/demo/logo/2026/bosch.webp',
    active: true,
    updatedAt: '2026-11-23T17:03:00.000Z',
  },
  {
    id: 'b2',
    version: 1,
    name: 'Cofap',
    slug: 'cofap',
    kind: 'competitor',
    logo: null,
    active: false,
    updatedAt: '2026-11-20T09:30:00.000Z',
  },
];

function Screens() {
  return (
    <Routes>
      <Route path={PATH} element={<BrandListPage />} />
      <Route path={`${PATH}/form/:id?`} element={<p>Formulário da marca</p>} />
    </Routes>
  );
}

const rowOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[role="row"]')!;
const params = (url: URL) => Object.fromEntries(url.searchParams);

beforeEach(() => sessionStorage.clear());

describe('BrandListPage', () => {
  it('shows the brands the API lists, with their logo, kind, state and date', async () => {
    const { requests } = mockApi({ [`GET ${RESOURCE}`]: page(brands) });
    renderPanel(<Screens />, { route: PATH });

    const bosch = await findRow('Bosch');
    expect(screen.getByRole('heading', { level: 1, name: 'Marcas' })).toBeInTheDocument();
    expect(within(bosch).getByText('Própria')).toBeInTheDocument();
    expect(within(bosch).getByText('Sim')).toBeInTheDocument();
    expect(within(bosch).getByText(formatDateTime(brands[0]!.updatedAt))).toBeInTheDocument();
    // the logo comes through the image proxy, at a width it takes
    const logo = within(bosch).getByRole('img', { name: 'Logo de Bosch' });
    const src = new URL(logo.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('http://demo.localhost:3333/_image');
    expect(src.searchParams.get('url')).toBe(brands[0]!.logo);
    expect(src.searchParams.get('w')).toBe('320');
    // the proxy's presets: no height (it follows the logo's aspect ratio)
    expect(src.searchParams.get('h')).toBeNull();

    const cofap = rowOf('Cofap');
    expect(within(cofap).getByText('Concorrente')).toBeInTheDocument();
    expect(within(cofap).getByText('Não')).toBeInTheDocument();
    expect(within(cofap).queryByRole('img')).not.toBeInTheDocument();

    expect(params(callsTo(requests, 'GET', RESOURCE)[0]!.url)).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'name:asc',
    });
    expect(screen.getByRole('link', { name: 'Nova marca' })).toHaveAttribute(
      'href',
      `${PATH}/form`,
    );
  });

  it('puts its filters in the URL and asks the API with them', async () => {
    const { requests } = mockApi({ [`GET ${RESOURCE}`]: page(brands) });
    const { user } = renderPanel(<Screens />, { route: PATH });
    await findRow('Bosch');

    await user.selectOptions(screen.getByLabelText('Tipo'), 'Concorrente');
    await waitFor(() => expect(currentLocation()).toBe(`${PATH}?kind=competitor`));
    await user.selectOptions(screen.getByLabelText('Em uso'), 'Sim');
    await waitFor(() => expect(currentLocation()).toBe(`${PATH}?kind=competitor&inUse=true`));
    await user.selectOptions(screen.getByLabelText('Ativo'), 'Não');
    await waitFor(() =>
      expect(currentLocation()).toBe(`${PATH}?active=false&kind=competitor&inUse=true`),
    );

    await waitFor(() =>
      expect(params(callsTo(requests, 'GET', RESOURCE).at(-1)!.url)).toEqual({
        active: 'false',
        kind: 'competitor',
        inUse: 'true',
        page: '1',
        pageSize: '25',
        sort: 'name:asc',
      }),
    );
  });

  it('opens a brand from its row', async () => {
    mockApi({ [`GET ${RESOURCE}`]: page(brands) });
    const { user } = renderPanel(<Screens />, { route: PATH });
    await user.click(await findRow('Cofap'));
    expect(await screen.findByText('Formulário da marca')).toBeInTheDocument();
    expect(currentLocation()).toBe(`${PATH}/form/b2`);
  });

  it('lets a viewer read the list without Nova marca, Importar or selection', async () => {
    mockApi({ [`GET ${RESOURCE}`]: page(brands) });
    renderPanel(<Screens />, { route: PATH, permissions: VIEWER });
    await findRow('Bosch');
    expect(screen.queryByRole('link', { name: 'Nova marca' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(within(rowOf('Bosch')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });
});
