import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  });

  it('sends a contact message from the home page', async () => {
    const { requests } = mockApi({
      'GET /catalog-public/products': {
        body: { items: [], total: 0, page: 1, pageSize: 24, facets: {} },
      },
      'GET /catalog-public/vehicles/factories': { body: [] },
      'POST /catalog-public/messages': {
        status: 201,
        body: { id: '00000000-0000-4000-8000-0000000000bb', createdAt: '2026-11-22T10:00:00Z' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CatalogRoutes />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Fale conosco' }));
    let form = await screen.findByRole('form', { name: 'Fale conosco' });
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'João');
    // Closing the panel keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await user.click(await screen.findByRole('button', { name: 'Fale conosco' }));
    form = await screen.findByRole('form', { name: 'Fale conosco' });
    expect(within(form).getByRole('textbox', { name: 'Nome' })).toHaveValue('João');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'joao@x.com.br');
    await user.type(within(form).getByRole('textbox', { name: 'Assunto' }), 'Revenda');
    await user.type(
      within(form).getByRole('textbox', { name: 'Mensagem' }),
      'Quero revender os produtos.',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByText('Mensagem enviada')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({
      name: 'João',
      email: 'joao@x.com.br',
      subject: 'Revenda',
      body: 'Quero revender os produtos.',
    });
  });

  it('shows the running promotions and the offers with their prices', async () => {
    mockApi({
      'GET /catalog-public/products': {
        body: { items: [], total: 0, page: 1, pageSize: 24, facets: {} },
      },
      'GET /catalog-public/vehicles/factories': { body: [] },
      'GET /catalog-public/promotions': {
        body: [
          {
            id: 'p1',
            title: 'Semana do Freio: até 15% off',
            banner: 'https://storage.example.com/demo/promotions/freio.png',
            startsAt: '2026-11-01T00:00:00Z',
            endsAt: '2026-12-20T12:00:00Z',
            discount: 15,
          },
        ],
      },
      'GET /catalog-public/offers': {
        body: [
          {
            product: {
              id: 'o1',
              code: 'DF-100',
              description: 'DISCO DE FREIO',
              complement: null,
              brand: { id: 'b1', name: 'Fremax' },
              image: null,
            },
            price: 189.9,
            endsAt: null,
          },
        ],
      },
    });
    renderWithProviders(<CatalogRoutes />, { route: '/' });
    const promotions = await screen.findByRole('list', { name: 'Promoções em andamento' });
    expect(
      within(promotions).getByRole('heading', { name: 'Semana do Freio: até 15% off' }),
    ).toBeInTheDocument();
    expect(within(promotions).getByText('Válida até 20/12/2026')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Ofertas' });
    const card = within(offers).getByRole('link', { name: /DF-100/ });
    expect(card).toHaveAttribute('href', '/product/o1');
    expect(card).toHaveTextContent(/Oferta\s*R\$\s*189,90/);
  });

  it('invites companies to register on the platform host', async () => {
    renderWithProviders(<CatalogRoutes />, { route: '/', tenant: platformTenant });
    expect(await screen.findByRole('link', { name: 'Cadastrar minha empresa' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });
});
