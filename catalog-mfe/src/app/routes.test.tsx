import { screen } from '@testing-library/react';
import { platformTenant, renderWithProviders } from '@catalogo/shared-auth/testing';
import { mockApi } from '@catalogo/shared-auth/testing';
import CatalogRoutes from './routes';

beforeEach(() => {
  mockApi({
    'GET /catalog-public/products': {
      body: { items: [], total: 0, page: 1, pageSize: 24, facets: {} },
    },
    'GET /catalog-public/vehicles/factories': { body: [] },
  });
});

describe('catalogue route tree', () => {
  it("shows the tenant's name, about and contacts on the home page", async () => {
    renderWithProviders(<CatalogRoutes />, { route: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo Autopeças' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Distribuidora de autopeças.')).toBeInTheDocument();
    expect(screen.getByText('(11) 3456-7890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute(
      'href',
      'mailto:contato@demo.com.br',
    );
  });

  it('invites companies to register on the platform host', async () => {
    renderWithProviders(<CatalogRoutes />, { route: '/', tenant: platformTenant });
    expect(await screen.findByRole('link', { name: 'Cadastrar minha empresa' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });

  it('shows the product page with the product in the title', async () => {
    renderWithProviders(<CatalogRoutes />, { route: '/product/42' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto 42' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Produto 42 | Demo Autopeças - Catálogo Eletrônico');
  });
});
