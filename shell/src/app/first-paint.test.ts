/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://demo.localhost:4200/"}
 */
import { firstPageData, startEarlyRequests } from './early-requests';
import { homeTop, pageIsDrawn, paintFirst, productTop } from './first-paint';

const context = { apiBase: 'http://demo.api.test', mediaUrl: 'http://media.test/uploads' };
const banner = 'http://media.test/uploads/demo/promotions/freio.png';
const promotion = { title: 'Semana do Freio', banner, endsAt: '2027-01-21T12:00:00.000Z' };
const product = {
  code: 'AL-1155',
  description: { name: 'COXIM DO AMORTECEDOR' },
  complement: '<img src=x onerror=alert(1)>',
  brand: { name: 'AUTOLINEA' },
  category: { name: 'SUSPENSÃO' },
  group: null,
  subgroup: { name: 'COXINS' },
  images: [
    { url: 'http://media.test/uploads/demo/products/coxim.png', alt: '' },
    { url: 'http://media.test/uploads/demo/products/coxim-2.png', alt: '' },
  ],
};

function mount(nodes: (Node | string | false | null | undefined)[]) {
  const box = document.createElement('div');
  for (const node of nodes) if (node) box.append(node);
  return box;
}

const PRODUCT_ID = '4c7cd9c4-1e70-426f-8bd5-f3e2e5a47f8a';
let answers: Record<string, unknown> = {};
/** Lets the cover look at the page (it does so shortly after a change). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
// The network's edge: an answer per API path (remotes.json is empty), and nothing else.
beforeEach(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input));
    const data = pathname === '/remotes.json' ? {} : answers[pathname];
    const response = { ok: data !== undefined, clone: () => response, json: async () => data };
    return response as unknown as Response;
  });
});

describe('first paint', () => {
  it('draws the home hero and the first banner through the image proxy', () => {
    const box = mount(homeTop({ commercialName: 'Demo Autopeças' }, [promotion], context));
    expect(box.querySelector('h1')?.textContent).toBe('Demo Autopeças');
    const img = box.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(
      `http://demo.api.test/_image?url=${encodeURIComponent(banner)}&w=1280&q=80`,
    );
    expect(img.getAttribute('srcset')).toContain('&w=2560&q=80 2560w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 1200px) 1152px, 100vw');
    expect(img.getAttribute('alt')).toBe('');
    const until = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }).format(
      new Date(promotion.endsAt),
    );
    expect(box.querySelector('.fp-until')?.textContent).toBe(`Válida até ${until}`);
  });

  it('draws only the hero without a promotion, and a banner outside storage as it is', () => {
    expect(mount(homeTop({}, [], context)).querySelector('.fp-slide')).toBeNull();
    const outside = { ...promotion, banner: 'https://cdn.test/b.png', endsAt: null };
    const img = mount(homeTop({}, [outside], context)).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.test/b.png');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('draws the title of a promotion without a banner, as the page does', () => {
    const box = mount(homeTop({}, [{ ...promotion, banner: null }], context));
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('.fp-slide .fp-title')?.textContent).toBe('Semana do Freio');
  });

  it("draws a product's path, main picture, code, name and brand, text as text", () => {
    const box = mount(productTop(product, context));
    expect([...box.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Catálogo',
      'SUSPENSÃO',
      'COXINS',
      'AL-1155',
    ]);
    expect(box.querySelector('h1')?.textContent).toBe(
      'COXIM DO AMORTECEDOR <img src=x onerror=alert(1)>',
    );
    expect(box.querySelectorAll('img')).toHaveLength(1);
    expect(box.querySelector('img')?.getAttribute('src')).toContain('&w=768&q=100');
    expect(box.querySelector('.fp-code')?.textContent).toBe('Código AL-1155');
    expect(box.querySelector('.fp-brand')?.textContent).toBe('AUTOLINEA');
    // One frame per thumbnail, so the text below starts where the page's will.
    expect(box.querySelectorAll('.fp-thumbs i')).toHaveLength(2);
  });

  it('draws the neutral square of a product without pictures, and no thumbnails for one', () => {
    const none = mount(productTop({ ...product, images: [] }, context));
    expect(none.querySelector('img')).toBeNull();
    expect(none.querySelector('.fp-missing')).not.toBeNull();
    const one = mount(productTop({ ...product, images: product.images.slice(0, 1) }, context));
    expect(one.querySelector('.fp-thumbs')).toBeNull();
  });

  it('knows when the page below has drawn itself', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div id="boot">Carregando…</div>';
    expect(pageIsDrawn(root)).toBe(false);
    root.innerHTML = '<div data-screen="home"><div aria-busy="true"></div></div>';
    expect(pageIsDrawn(root)).toBe(false);
    root.innerHTML = '<div data-screen="home"><div aria-busy="false"></div></div>';
    expect(pageIsDrawn(root)).toBe(true);
    root.innerHTML = '<div data-remote-area="catalog"><div role="alert">Erro</div></div>';
    expect(pageIsDrawn(root)).toBe(true);
  });

  it('lies over the page from the early answers and leaves once the page has drawn', async () => {
    document.body.innerHTML = '<div id="root"><div id="boot">Carregando…</div></div>';
    answers = {
      '/catalog-public/tenant-info': { commercialName: 'Demo', mediaUrl: context.mediaUrl },
      '/catalog-public/promotions': [promotion],
    };
    startEarlyRequests();
    await paintFirst();
    const layer = document.querySelector('.fp')!;
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.querySelector('h1')?.textContent).toBe('Demo');
    expect(layer.querySelector('a, button, [tabindex]')).toBeNull();

    // The app draws the page, busy at first: the first paint stays until it is done.
    const root = document.getElementById('root')!;
    root.innerHTML = '<div data-screen="home"><div aria-busy="true"></div></div>';
    await settle();
    expect(document.querySelector('.fp')).not.toBeNull();
    root.querySelector('[aria-busy]')!.setAttribute('aria-busy', 'false');
    await settle();
    expect(document.querySelector('.fp')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('leaves as soon as the visitor presses a key, before the page has drawn', async () => {
    document.body.innerHTML = '<div id="root"><div id="boot">Carregando…</div></div>';
    window.history.replaceState(null, '', `/product/${PRODUCT_ID}`);
    answers = {
      '/catalog-public/tenant-info': { commercialName: 'Demo', mediaUrl: context.mediaUrl },
      [`/catalog-public/products/${PRODUCT_ID}`]: product,
    };
    startEarlyRequests();
    await paintFirst();
    expect(document.querySelector('.fp h1')?.textContent).toContain('COXIM DO AMORTECEDOR');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.querySelector('.fp')).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});

describe('first page data', () => {
  it("asks for what the catalogue's public pages ask for first", () => {
    expect(firstPageData('/', '')).toEqual([
      '/catalog-public/promotions',
      '/catalog-public/offers?limit=8',
      '/catalog-public/products?page=1&pageSize=24',
    ]);
    expect(firstPageData('/', '?q=filtro')).toEqual([
      '/catalog-public/promotions',
      '/catalog-public/offers?limit=8',
    ]);
    expect(firstPageData(`/product/${PRODUCT_ID}`, '')).toEqual([
      `/catalog-public/products/${PRODUCT_ID}`,
    ]);
    expect(firstPageData('/product/not-an-id', '')).toEqual([]);
    expect(firstPageData('/panel/orders', '')).toEqual([]);
  });
});
