import { screen, waitFor } from '@testing-library/react';
import { demoTenant, mockApi } from '@catalogo/shared-auth/testing';
import type { CategorySettings } from '@catalogo/shared-auth';
import { renderCatalog } from '../../test/render';
import { searchResult, sentQuery } from './search-fixtures';

// Spec §3, §4 (issue 17, item 6): the public catalogue follows the category settings read at
// start, whatever an answer carries: a level off has no facet and no filter.
const settings = (status: boolean, group: boolean): CategorySettings => ({
  status,
  metadata: [
    { level: 'category', status: true },
    { level: 'group', status: group },
    { level: 'subgroup', status: true },
  ],
});

const everyFacet = searchResult({
  facets: {
    ...searchResult().facets,
    subgroup: [{ id: 's1', name: 'Dianteiras', count: 12 }],
  },
});

function render(route: string, categorySettings: CategorySettings) {
  const { requests } = mockApi({
    'GET /catalog-public/products': { body: everyFacet },
    'GET /catalog-public/vehicles/factories': { body: [] },
    'GET /catalog-public/promotions': { body: [] },
    'GET /catalog-public/offers': { body: [] },
  });
  renderCatalog(route, { tenant: { ...demoTenant, categorySettings } });
  const searches = () => requests.filter((r) => r.url.pathname === '/catalog-public/products');
  return { searches };
}

describe('category levels on the public search', () => {
  it('shows every level that is on', async () => {
    render('/?q=pastilha', settings(true, true));
    expect(await screen.findByRole('group', { name: 'Categoria' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grupo' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Subgrupo' })).toBeInTheDocument();
  });

  it('has no facet and sends no filter for a level that is off', async () => {
    const { searches } = render('/?q=pastilha&group=g1', settings(true, false));
    expect(await screen.findByRole('group', { name: 'Categoria' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Subgrupo' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Grupo' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Marca' })).toBeInTheDocument();
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(searches().every((r) => !r.url.searchParams.has('group'))).toBe(true);
  });

  it('has no category facet nor filter at all with the system off', async () => {
    const { searches } = render('/?category=c1&subgroup=s1', settings(false, true));
    expect(await screen.findByRole('group', { name: 'Marca' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Montadora' })).toBeInTheDocument();
    for (const name of ['Categoria', 'Grupo', 'Subgrupo'])
      expect(screen.queryByRole('group', { name })).not.toBeInTheDocument();
    expect(sentQuery(searches().at(-1)!.url, true)).toBe('page=1&pageSize=24');
  });
});
