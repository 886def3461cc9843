import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@catalogo/shared-ui';
import { mockApi } from '@catalogo/shared-auth/testing';
import { callsTo, renderPanel } from '../common/test-utils';
import { ProductImagePage } from './product-section-pages';
import {
  IMAGE_1,
  IMAGE_2,
  IMAGE_3,
  PRODUCTS,
  PRODUCT_PATH,
  lookups,
  product,
} from './test-fixtures';

const ROUTE = `${PRODUCT_PATH}/form/template/ProductImage`;
const three = product({
  images: [
    { url: IMAGE_1, alt: 'Frente' },
    { url: IMAGE_2, alt: 'Lado' },
    { url: IMAGE_3, alt: 'Caixa' },
  ],
});

function Screens() {
  return (
    <Routes>
      <Route path={PRODUCT_PATH} element={<p>Lista de produtos</p>} />
      <Route path={ROUTE} element={<ProductImagePage />} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Salvar' });
const alts = () =>
  screen
    .getAllByLabelText(/^Texto alternativo da imagem/)
    .map((input) => (input as HTMLInputElement).value);
const sentImages = (body: unknown) => (body as { images: unknown[] }).images;

// jsdom lays nothing out: the gallery's pictures are given the places a browser would give them
// (one row, 220 px apart), so dnd-kit's keyboard sensor finds the neighbours.
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    const item = this.closest<HTMLElement>('[data-sortable-index]');
    if (!item || item !== this) return realRect.call(this);
    const left = Number(item.dataset.sortableIndex) * 220;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      width: 200,
      height: 300,
      right: left + 200,
      bottom: 300,
      toJSON: () => ({}),
    } as DOMRect;
  };
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
});
beforeEach(() => localStorage.clear());

describe('product images', () => {
  it('reorders the gallery by keyboard: the picture moved first becomes the main one', async () => {
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: three },
      [`PUT ${PRODUCTS}/p1`]: { body: { ...three, version: 5 } },
    });
    const { user } = renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto: Imagens' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(alts()).toEqual(['Frente', 'Lado', 'Caixa']));

    // dnd-kit's keyboard sensor: Space picks the picture up, arrows move it, Space drops it
    const handle = screen.getByRole('button', { name: 'Mover imagem 3' });
    act(() => handle.focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    await waitFor(() => expect(alts()).toEqual(['Frente', 'Caixa', 'Lado']));

    // and the buttons, for anyone who does not drag
    await user.click(screen.getByRole('button', { name: 'Mover imagem 2 para antes' }));
    await waitFor(() => expect(alts()).toEqual(['Caixa', 'Frente', 'Lado']));
    expect(screen.getByRole('listitem', { name: 'Imagem 1 (principal)' })).toContainElement(
      screen.getByLabelText('Texto alternativo da imagem 1'),
    );

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)).toHaveLength(1));
    expect(sentImages(callsTo(requests, 'PUT', `${PRODUCTS}/p1`)[0]?.body)).toEqual([
      { url: IMAGE_3, alt: 'Caixa' },
      { url: IMAGE_1, alt: 'Frente' },
      { url: IMAGE_2, alt: 'Lado' },
    ]);
  });

  it('uploads several files at once, each added at the end with its alt text to write', async () => {
    const uploaded = [IMAGE_2, IMAGE_3];
    const { requests } = mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product({ images: [{ url: IMAGE_1, alt: 'Frente' }] }) },
      'POST /panel/uploads': uploaded.map((url) => ({
        status: 201,
        body: { url, width: 800, height: 800, bytes: 1000, contentType: 'image/webp' },
      })),
    });
    const { user } = renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    await waitFor(() => expect(alts()).toEqual(['Frente']));
    const png = (name: string) =>
      new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await user.upload(screen.getByLabelText('Arquivos de imagem'), [
      png('lado.png'),
      svg,
      png('caixa.png'),
    ]);
    await waitFor(() => expect(alts()).toHaveLength(3));
    expect(
      screen.getByText('logo.svg: Arquivos SVG não são aceitos. Envie PNG, JPEG, WebP ou AVIF.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/panel/uploads')).toHaveLength(2);
    const gallery = screen.getByRole('list', { name: 'Imagens do produto' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('an upload that lands after the page was left comes back with the draft', async () => {
    let arrive = () => {};
    mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product({ images: [{ url: IMAGE_1, alt: 'Frente' }] }) },
      // the file takes its time: the user leaves before it has arrived
      'POST /panel/uploads': () =>
        new Promise((resolve) => {
          arrive = () =>
            resolve({
              status: 201,
              body: {
                url: IMAGE_2,
                width: 800,
                height: 800,
                bytes: 1000,
                contentType: 'image/webp',
              },
            });
        }),
    });
    const first = renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    await waitFor(() => expect(alts()).toEqual(['Frente']));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'lado.png', { type: 'image/png' });
    await first.user.upload(screen.getByLabelText('Arquivos de imagem'), png);
    expect(await screen.findByText('Enviando 1 imagem…')).toHaveAttribute('role', 'status');
    // nothing saved nor typed yet: the page is left without a question
    await first.user.click(screen.getByRole('link', { name: 'Voltar para a lista' }));
    expect(await screen.findByText('Lista de produtos')).toBeInTheDocument();
    act(() => arrive());
    await waitFor(() =>
      expect(localStorage.getItem(`panel-draft:${PRODUCTS}:p1`)).toContain(IMAGE_2),
    );
    first.unmount();

    mockApi({
      ...lookups,
      [`GET ${PRODUCTS}/p1`]: { body: product({ images: [{ url: IMAGE_1, alt: 'Frente' }] }) },
    });
    renderPanel(<Screens />, { route: `${ROUTE}?id=p1` });
    expect(await screen.findByText(/Rascunho restaurado/)).toBeInTheDocument();
    await waitFor(() => expect(alts()).toEqual(['Frente', '']));
    const gallery = screen.getByRole('list', { name: 'Imagens do produto' });
    // the pictures are decorative (alt=""): their own alt text field names them
    const pictures = [...gallery.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual([
      expect.stringContaining(encodeURIComponent(IMAGE_1)),
      expect.stringContaining(encodeURIComponent(IMAGE_2)),
    ]);
    await waitFor(() => expect(save()).toBeEnabled());
  });
});
