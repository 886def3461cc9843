import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';
import { currentLocation, historyBack, historyForward, renderCatalog } from '../../test/render';
import { searchResult, sentQuery } from './search-fixtures';

const SEARCH = 'GET /catalog-public/products';
const searches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname === '/catalog-public/products');
const lastSearch = (requests: RecordedRequest[]) => searches(requests).at(-1)!;

function mockCatalog(answer: Parameters<typeof mockApi>[0][string] = { body: searchResult() }) {
  return mockApi({
    [SEARCH]: answer,
    'GET /catalog-public/vehicles/factories': { body: [{ id: 'f1', name: 'Volkswagen' }] },
    'GET /catalog-public/promotions': { body: [] },
    'GET /catalog-public/offers': { body: [] },
    'GET /catalog-public/suggest': { body: { items: [] } },
  });
}

describe('catalogue search', () => {
  it('restores the search from the URL on first render and shows the results', async () => {
    const { requests } = mockCatalog();
    renderCatalog('/?q=pastilha&brand=b1&page=2');

    // The search waits for the promotions and offers above it (no layout shift), then loads.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1.234 produtos'));
    expect(sentQuery(lastSearch(requests).url, true)).toBe(
      'q=pastilha&brand=b1&page=2&pageSize=24',
    );
    expect(searches(requests)[0]?.url.origin).toBe('http://demo.localhost:3333');
    expect(screen.getByLabelText('Buscar produtos')).toHaveValue('pastilha');
    expect(screen.getByRole('checkbox', { name: 'Bosch (1.000)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const first = screen.getByRole('link', { name: /PF-1/ });
    expect(first).toHaveAttribute('href', '/product/1');
    expect(first).toHaveTextContent('PASTILHA DE FREIO DIANTEIRA 1');
    expect(first).toHaveTextContent('Bosch');
    // Decorative in the card (its text names the product), so no accessible name of its own.
    const image = within(first).getByRole('presentation');
    expect(image).toHaveAttribute('alt', '');
    const source = encodeURIComponent('https://storage.example.com/p1.jpg');
    expect(image).toHaveAttribute(
      'src',
      `http://demo.localhost:3333/_image?url=${source}&w=320&q=75`,
    );
    expect(image.getAttribute('srcset')).toBe(
      `http://demo.localhost:3333/_image?url=${source}&w=320&q=75 320w, ` +
        `http://demo.localhost:3333/_image?url=${source}&w=640&q=75 640w`,
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    // A product without an image gets a neutral placeholder.
    const second = screen.getByRole('link', { name: /PF-2/ });
    expect(within(second).getByRole('img', { name: 'Produto sem imagem' })).toBeInTheDocument();
    // With a search the results come first: the hero, promotions and offers step aside (and
    // the promotions and offers are not even asked for); the results are the page's heading.
    expect(screen.queryByRole('heading', { name: 'Demo Autopeças' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Resultados da busca' }),
    ).toBeInTheDocument();
    expect(requests.some((r) => /promotions|offers/.test(r.url.pathname))).toBe(false);
    // The company's about and contacts stay below the results.
    expect(screen.getByRole('heading', { name: 'Sobre a empresa' })).toBeInTheDocument();
  });

  it('searches as the user types, once the typing pauses, and at once on Enter', async () => {
    const { requests } = mockCatalog();
    const { user } = renderCatalog('/');
    await screen.findByText('1.234 produtos');
    expect(searches(requests)).toHaveLength(1);
    expect(sentQuery(lastSearch(requests).url, true)).toBe('page=1&pageSize=24');

    await user.type(screen.getByLabelText('Buscar produtos'), 'pastilha');
    await waitFor(() => expect(currentLocation()).toBe('/?q=pastilha'));
    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(sentQuery(lastSearch(requests).url)).toBe('q=pastilha');

    await user.type(screen.getByLabelText('Buscar produtos'), ' bosch{Enter}');
    // Enter does not wait for the pause.
    expect(currentLocation()).toBe('/?q=pastilha+bosch');
    await waitFor(() => expect(sentQuery(lastSearch(requests).url)).toBe('q=pastilha+bosch'));
    expect(searches(requests)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(currentLocation()).toBe('/');
    expect(screen.getByLabelText('Buscar produtos')).toHaveValue('');
    expect(screen.getByLabelText('Buscar produtos')).toHaveFocus();
  });

  it('filters by a facet with its count, and shows no section for a level switched off', async () => {
    const { facets } = searchResult();
    const { requests } = mockCatalog({
      body: searchResult({ facets: { brand: facets?.brand, group: facets?.group, subgroup: [] } }),
    });
    const { user } = renderCatalog('/?q=pastilha&page=3');
    const bosch = await screen.findByRole('checkbox', { name: 'Bosch (1.000)' });
    expect(screen.getByRole('checkbox', { name: 'Cobreq (234)' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Marca' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grupo' })).toBeInTheDocument();
    // category is absent and subgroup empty: both levels are off.
    expect(screen.queryByRole('group', { name: 'Categoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Subgrupo' })).not.toBeInTheDocument();

    await user.click(bosch);
    expect(currentLocation()).toBe('/?q=pastilha&brand=b1');
    await waitFor(() => expect(sentQuery(lastSearch(requests).url)).toBe('q=pastilha&brand=b1'));
    expect(await screen.findByRole('checkbox', { name: 'Bosch (1.000)' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Bosch (1.000)' }));
    expect(currentLocation()).toBe('/?q=pastilha');
  });

  it('changes the page with previous, next and page numbers', async () => {
    const { requests } = mockCatalog();
    const { user } = renderCatalog('/');
    await screen.findByText('1.234 produtos');
    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pages).getByRole('button', { name: /Anterior/ })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Página 52' })).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: /Próxima/ }));
    expect(currentLocation()).toBe('/?page=2');
    await waitFor(() =>
      expect(sentQuery(lastSearch(requests).url, true)).toBe('page=2&pageSize=24'),
    );

    await user.click(screen.getByRole('button', { name: 'Página 52' }));
    expect(currentLocation()).toBe('/?page=52');
    expect(screen.getByRole('button', { name: /Próxima/ })).toBeDisabled();
  });

  it('says so when nothing is found, with a hint', async () => {
    mockCatalog({ body: searchResult({ items: [], total: 0, facets: {} }) });
    const { user } = renderCatalog('/?q=xyz&brand=b9');
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeInTheDocument();
    expect(screen.getByText(/remova alguns filtros/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 produtos');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca e filtros' }));
    expect(currentLocation()).toBe('/');
  });

  it('offers the first page when a link points past the last one', async () => {
    mockCatalog({ body: searchResult({ items: [], total: 30, page: 9 }) });
    const { user } = renderCatalog('/?q=disco&page=9');
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a primeira página' }));
    expect(currentLocation()).toBe('/?q=disco');
  });

  it('shows placeholders while loading, then an error with a retry that works', async () => {
    const { requests } = mockCatalog([
      { status: 500, body: { message: 'boom' } },
      { status: 500, body: { message: 'boom' } },
      { body: searchResult() },
    ]);
    const { user } = renderCatalog('/');
    expect(screen.getByTestId('results-loading')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Buscando produtos');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível buscar os produtos. Tente novamente.');
    expect(searches(requests)).toHaveLength(2); // the base query retries a GET once
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1.234 produtos')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows back and forward through the URL', async () => {
    const { requests } = mockCatalog();
    const { user } = renderCatalog('/');
    await screen.findByText('1.234 produtos');
    await user.type(screen.getByLabelText('Buscar produtos'), 'disco{Enter}');
    expect(currentLocation()).toBe('/?q=disco');
    await waitFor(() => expect(sentQuery(lastSearch(requests).url)).toBe('q=disco'));
    await user.click(screen.getByRole('checkbox', { name: 'Cobreq (234)' }));
    expect(currentLocation()).toBe('/?q=disco&brand=b2');
    await waitFor(() => expect(sentQuery(lastSearch(requests).url)).toBe('q=disco&brand=b2'));

    act(() => historyBack());
    expect(currentLocation()).toBe('/?q=disco');
    expect(screen.getByRole('checkbox', { name: 'Cobreq (234)' })).not.toBeChecked();
    act(() => historyBack());
    expect(currentLocation()).toBe('/');
    expect(screen.getByLabelText('Buscar produtos')).toHaveValue('');
    act(() => historyForward());
    expect(screen.getByLabelText('Buscar produtos')).toHaveValue('disco');
  });
});
