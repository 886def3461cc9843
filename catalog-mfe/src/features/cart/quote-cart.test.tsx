import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';
import { CART_STORAGE_KEY, getCart } from '../../common/cart/cart-store';
import { closeCart } from '../../common/cart/cart-ui';
import { renderCatalog } from '../../test/render';
import { productDetail } from '../product/product-fixtures';

const product = productDetail();
const PRODUCT = `GET /catalog-public/products/${product.id}`;
const ORDERS = 'POST /catalog-public/orders';
const created = {
  id: '00000000-0000-4000-8000-0000000000aa',
  reference: '7K3M-9QX2',
  status: 'new',
  createdAt: '2026-11-22T10:00:00.000Z',
  lines: [],
};

// The route tree loads the product page lazily; compiling it on first use can take longer than
// a findBy* waits on a busy machine, so it is loaded once before the tests.
beforeAll(async () => {
  await import('../product/product-page');
});

afterEach(() => {
  window.localStorage.clear();
  act(() => closeCart());
});

async function addProductToCart(quantity: string) {
  const { user, ...rest } = renderCatalog(`/product/${product.id}`);
  const box = await screen.findByRole('spinbutton', { name: 'Quantidade' });
  await user.clear(box);
  await user.type(box, quantity);
  await user.click(screen.getByRole('button', { name: 'Adicionar ao orçamento' }));
  return { user, ...rest };
}

async function fillQuoteForm(user: Awaited<ReturnType<typeof addProductToCart>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Solicitar orçamento' }));
  await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Maria Souza');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@oficina.com.br');
  await user.type(screen.getByRole('textbox', { name: 'Telefone / WhatsApp' }), '(11) 98765-4321');
  await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), '11.222.333/0001-81');
  await user.type(screen.getByRole('textbox', { name: 'Observações' }), 'Entrega em SP');
}

const orderRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === '/catalog-public/orders');

describe('quote cart', () => {
  it('keeps the cart in the browser, sends the quote request and shows its reference', async () => {
    const { requests } = mockApi({
      [PRODUCT]: { body: product },
      [ORDERS]: { status: 201, body: created },
    });
    const { user } = await addProductToCart('3');

    // Adding opens the cart, which shows the product.
    const panel = await screen.findByRole('dialog', { name: 'Pedido de orçamento' });
    expect(within(panel).getByText('PF-0042')).toBeInTheDocument();
    // Kept across reloads: it lives in localStorage.
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).items).toEqual([
      expect.objectContaining({ productId: product.id, code: 'PF-0042', quantity: 3 }),
    ]);

    await fillQuoteForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar pedido de orçamento' }));

    expect(await screen.findByText('Pedido de orçamento nº 7K3M-9QX2 enviado')).toBeInTheDocument();
    const [sent] = orderRequests(requests);
    expect(sent!.body).toEqual({
      customer: {
        name: 'Maria Souza',
        email: 'maria@oficina.com.br',
        phone: '(11) 98765-4321',
        cnpj: '11222333000181',
      },
      lines: [{ productId: product.id, quantity: 3 }],
      notes: 'Entrega em SP',
    });
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(getCart()).toEqual({ items: [], pending: null });
    expect(screen.queryByRole('button', { name: /Pedido de orçamento:/ })).not.toBeInTheDocument();
  });

  it('resends a request that got no answer with the same Idempotency-Key', async () => {
    const { requests } = mockApi({
      [PRODUCT]: { body: product },
      [ORDERS]: [
        { status: 503, body: { code: 'UNAVAILABLE', message: 'Serviço indisponível.' } },
        { status: 201, body: created },
      ],
    });
    const { user } = await addProductToCart('2');
    await fillQuoteForm(user);
    const send = screen.getByRole('button', { name: 'Enviar pedido de orçamento' });

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tente novamente');
    // Nothing typed is lost, and the cart still holds the product.
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria Souza');
    expect(getCart().items).toHaveLength(1);

    await user.click(send);
    expect(await screen.findByText('Pedido de orçamento nº 7K3M-9QX2 enviado')).toBeInTheDocument();
    const [first, second] = orderRequests(requests);
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  });

  it("puts the API's field errors on the form and checks fields before sending", async () => {
    const { requests } = mockApi({
      [PRODUCT]: { body: product },
      [ORDERS]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Dados inválidos.',
          fields: [
            { field: 'customer.email', reason: 'Domínio de e-mail não aceito.' },
            { field: 'lines.0.productId', reason: 'Produto fora de linha: não pode ser pedido.' },
          ],
        },
      },
    });
    const { user } = await addProductToCart('1');
    await user.click(await screen.findByRole('button', { name: 'Solicitar orçamento' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar pedido de orçamento' }));
    expect(await screen.findByText('Informe seu nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe o e-mail.')).toBeInTheDocument();
    expect(orderRequests(requests)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@x.com');
    await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), '11.222.333/0001-00');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido de orçamento' }));
    expect(await screen.findByText('CNPJ inválido.')).toBeInTheDocument();
    expect(orderRequests(requests)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'CNPJ' }));
    await user.click(screen.getByRole('button', { name: 'Enviar pedido de orçamento' }));
    expect(await screen.findByText('Domínio de e-mail não aceito.')).toBeInTheDocument();
    // A problem with a cart line names the product.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'PF-0042: Produto fora de linha: não pode ser pedido.',
    );
  });

  it('changes quantities and removes products in the cart, and follows other tabs', async () => {
    mockApi({ [PRODUCT]: { body: product } });
    const { user } = await addProductToCart('1');
    const panel = await screen.findByRole('dialog', { name: 'Pedido de orçamento' });
    const quantity = within(panel).getByRole('spinbutton', { name: 'Quantidade de PF-0042' });
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(getCart().items[0]!.quantity).toBe(12);

    await user.click(within(panel).getByRole('button', { name: 'Remover' }));
    expect(within(panel).getByText(/Seu pedido de orçamento está vazio/)).toBeInTheDocument();

    // Another tab adds a product: this one shows it.
    const other = {
      ...getCart(),
      items: [
        {
          productId: 'x',
          code: 'X-1',
          description: 'FILTRO',
          brand: null,
          image: null,
          quantity: 1,
        },
      ],
    };
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(other));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    await waitFor(() => expect(within(panel).getByText('FILTRO')).toBeInTheDocument());
  });

  it('does not offer the quote request when the company does not take orders', async () => {
    mockApi({ [PRODUCT]: { body: product } });
    const { user } = renderCatalog(`/product/${product.id}`, {
      tenant: {
        status: 'loaded',
        label: 'demo',
        baseUrl: 'http://demo.localhost:3333',
        categorySettings: null,
        info: {
          id: '00000000-0000-4000-8000-000000000001',
          commercialName: 'Demo Autopeças',
          uriName: 'demo',
          situation: 'active',
          companyAbout: {},
          companyLayout: null,
          companyRule: { showPrices: true, allowOrders: false, minOrderValue: 0 },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar ao orçamento' }));
    expect(await screen.findByText(/não está recebendo pedidos de orçamento/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar orçamento' })).toBeDisabled();
  });
});
