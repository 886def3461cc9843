import { screen, waitFor, within } from '@testing-library/react';
import { demoTenant, mockApi } from '@catalogo/shared-auth/testing';
import type { CategorySettings } from '@catalogo/shared-auth';
import { renderCatalog } from '../../test/render';
import { productDetail } from './product-fixtures';

const PRODUCT = `GET /catalog-public/products/${productDetail().id}`;
const route = `/product/${productDetail().id}`;

// The route tree loads the product page lazily; compiling it on first use can take longer than
// a findBy* waits on a busy machine, so it is loaded once before the tests.
beforeAll(async () => {
  await import('./product-page');
});

afterEach(() => {
  window.localStorage.clear();
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
});

describe('product page', () => {
  it('shows the product with its name in the title, a meta description and JSON-LD', async () => {
    mockApi({ [PRODUCT]: { body: productDetail() } });
    renderCatalog(route);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'PASTILHA DE FREIO DIANTEIRA' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(
      'PASTILHA DE FREIO DIANTEIRA PF-0042 | Demo Autopeças - Catálogo Eletrônico',
    );
    const meta = document.head.querySelector('meta[name="description"]');
    expect(meta?.getAttribute('content')).toMatch(
      /^PASTILHA DE FREIO DIANTEIRA Bosch, código PF-0042\. Freios › Pastilhas\. Aplicações: Volkswagen Gol, Chevrolet Onix\./,
    );

    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'PF-0042',
      gtin13: '7891234567895',
      brand: { '@type': 'Brand', name: 'Bosch' },
      category: 'Freios > Pastilhas',
    });
    expect(data).not.toHaveProperty('offers');
    expect((data.image as string[])[0]).toContain('/_image?url=');

    // Sections a buyer checks before asking for a quote.
    expect(screen.getByText('17,5 mm')).toBeInTheDocument();
    expect(screen.getByText('5U0698151A')).toBeInTheDocument();
    expect(screen.getByText('N-1234')).toBeInTheDocument();
    expect(screen.getByText('68138110')).toBeInTheDocument();
    expect(screen.getByText('0 – Nacional')).toBeInTheDocument();
    expect(screen.getByText('1,2 kg')).toBeInTheDocument();
  });

  it('shows in its path and description only the category levels that are on', async () => {
    const product = productDetail({ subgroup: { id: 'sg', name: 'Dianteiras' } });
    const levels = (status: boolean, group: boolean): CategorySettings => ({
      status,
      metadata: [
        { level: 'category', status: true },
        { level: 'group', status: group },
        { level: 'subgroup', status: true },
      ],
    });
    const crumbs = () =>
      screen.getByRole('navigation', { name: 'Navegação estrutural' }).querySelectorAll('li');
    const jsonLd = () =>
      JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      ) as { category?: string };

    mockApi({ [PRODUCT]: { body: product } });
    const groupOff = renderCatalog(route, {
      tenant: { ...demoTenant, categorySettings: levels(true, false) },
    });
    await screen.findByRole('heading', { level: 1 });
    expect([...crumbs()].map((li) => li.textContent)).toEqual([
      'Catálogo',
      'Freios',
      'Dianteiras',
      'PF-0042',
    ]);
    expect(jsonLd().category).toBe('Freios > Dianteiras');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toContain('Freios › Dianteiras.');
    groupOff.unmount();

    mockApi({ [PRODUCT]: { body: product } });
    renderCatalog(route, { tenant: { ...demoTenant, categorySettings: levels(false, true) } });
    await screen.findByRole('heading', { level: 1 });
    expect([...crumbs()].map((li) => li.textContent)).toEqual(['Catálogo', 'PF-0042']);
    expect(jsonLd()).not.toHaveProperty('category');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).not.toMatch(/Freios|Pastilhas|Dianteiras/);
  });

  it('shows images through the proxy with the spec widths, densities and a blurred placeholder', async () => {
    mockApi({ [PRODUCT]: { body: productDetail() } });
    renderCatalog(route);

    const main = await screen.findByRole('img', { name: 'Pastilha PF-0042' });
    const source = encodeURIComponent('https://storage.example.com/demo/p42.webp');
    const proxy = 'http://demo.localhost:3333/_image';
    expect(main).toHaveAttribute('src', `${proxy}?url=${source}&w=768&q=100`);
    const widths = main
      .getAttribute('srcset')!
      .split(', ')
      .map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual([
      '320w',
      '640w',
      '768w',
      '1024w',
      '1280w',
      '1536w',
      '2048w',
      '2560w',
      '3072w',
    ]);
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(getComputedStyle(main).backgroundImage).toContain(
      `${proxy}?url=${source}&w=10&h=10&q=50&blur=3`,
    );
    // The second image becomes the main one from its thumbnail.
    const thumbnails = screen.getByRole('group', { name: 'Imagens do produto' });
    within(thumbnails).getByRole('button', { name: 'Ver imagem 2 de 2' }).click();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ver imagem 2 de 2' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('leaves an image outside the storage domain unchanged, and logs one that fails', async () => {
    const outside = 'https://cdn.other.example/p.jpg';
    mockApi({
      [PRODUCT]: { body: productDetail({ images: [{ url: outside, alt: 'Foto', rank: 0 }] }) },
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCatalog(route);
    const image = await screen.findByRole('img', { name: 'Foto' });
    expect(image).toHaveAttribute('src', outside);
    expect(image).not.toHaveAttribute('srcset');
    image.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('img', { name: 'Produto sem imagem' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(`[catalog] image failed to load: ${outside}`);
    errors.mockRestore();
  });

  it('filters the applications by maker, model, engine or year', async () => {
    mockApi({ [PRODUCT]: { body: productDetail() } });
    const { user } = renderCatalog(route);
    const filter = await screen.findByRole('searchbox', { name: 'Filtrar aplicações' });
    expect(screen.getByText('2 aplicações')).toBeInTheDocument();

    await user.type(filter, 'onix');
    expect(screen.getByText('1 de 2 aplicações')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Gol' })).not.toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, 'volks 2010');
    expect(screen.getByRole('cell', { name: 'Gol' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Onix' })).not.toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, '2030');
    expect(screen.getByText('Nenhuma aplicação corresponde ao filtro.')).toBeInTheDocument();
  });

  it('says so when the product does not exist', async () => {
    mockApi({
      [PRODUCT]: { status: 404, body: { code: 'NOT_FOUND', message: 'Produto não encontrado.' } },
    });
    renderCatalog(route);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao catálogo' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Produto não encontrado | Demo Autopeças - Catálogo Eletrônico');
  });

  it('shows a discontinued product with its replacement and no cart button', async () => {
    mockApi({
      [PRODUCT]: {
        body: productDetail({
          status: 'discontinued',
          replacedBy: { id: '00000000-0000-4000-8000-000000000099', code: 'PF-0099' },
        }),
      },
    });
    renderCatalog(route);
    expect(await screen.findByText(/Produto fora de linha/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PF-0099' })).toHaveAttribute(
      'href',
      '/product/00000000-0000-4000-8000-000000000099',
    );
    expect(
      screen.queryByRole('button', { name: 'Adicionar ao orçamento' }),
    ).not.toBeInTheDocument();
  });
});

describe('product long text', () => {
  it('inserts the HTML the API rendered from the Markdown', async () => {
    mockApi({
      [PRODUCT]: {
        body: productDetail({
          infoText:
            '**Garantia** de 12 meses.\n\n- Baixo ruído\n- Sem amianto\n\n[site](https://f.example)',
          infoHtml:
            '<p><strong>Garantia</strong> de 12 meses.</p>\n<ul>\n<li>Baixo ruído</li>\n' +
            '<li>Sem amianto</li>\n</ul>\n<p><a href="https://f.example" target="_blank" ' +
            'rel="noopener noreferrer nofollow">site</a></p>',
        }),
      },
    });
    renderCatalog(route);
    const section = await screen.findByRole('region', { name: 'Informações' });
    expect(await within(section).findByText('Garantia')).toContainHTML('<strong>Garantia</strong>');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'site' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(section).not.toHaveTextContent('**');
  });

  it('shows the text as written when the API sends no HTML for it (an older API)', async () => {
    mockApi({
      [PRODUCT]: {
        body: productDetail({ infoText: '**Garantia** <b>12 meses</b>', infoHtml: undefined }),
      },
    });
    renderCatalog(route);
    const section = await screen.findByRole('region', { name: 'Informações' });
    expect(within(section).getByText('**Garantia** <b>12 meses</b>')).toBeInTheDocument();
    expect(section.querySelector('strong, b')).toBeNull();
  });
});
