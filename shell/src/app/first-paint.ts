import { BANNER_IMAGE, imageAttributes, MAIN_IMAGE } from '@catalogo/shared-ui/images';
import type { ImageContext, ImageSpec } from '@catalogo/shared-ui/images';
import { TENANT_PATHS } from '@catalogo/shared-auth/resolve-tenant';
import { earlyApiBase, earlyJson } from './early-requests';

// The public pages' first paint. On a slow phone the app's code takes seconds to arrive and run;
// the data of the page's top (the early requests) arrives long before. So the top is drawn at
// once as plain HTML: the company's bar, then the home's hero and first promotion, or a
// product's picture, code and name. It mirrors the React layout (catalog-layout.tsx,
// home-page.tsx, promotions-banner.tsx, product-page.tsx: same sizes, places and images) and
// lies over the page until the page has drawn itself underneath, so nothing moves when it goes.
// It is only a picture: hidden from assistive technology, with nothing to focus; a tap goes
// through it to the page below, and any key, tap or focus takes it away.
// This module must not import a shared module: it runs before the share scope exists.

interface TenantInfo {
  commercialName?: string;
  mediaUrl?: string;
}
interface Promotion {
  title: string;
  banner: string | null;
  endsAt: string | null;
}
interface Product {
  code: string;
  description: { name: string };
  complement: string | null;
  brand: { name: string };
  category: { name: string } | null;
  group: { name: string } | null;
  subgroup: { name: string } | null;
  images: { url: string; alt: string }[];
}

const PRIMARY = '#3862ae';
const CSS = `
.fp{position:absolute;top:0;left:0;right:0;z-index:1300;pointer-events:none;background:#fff;color:rgba(0,0,0,.87);line-height:1.5}
.fp h1,.fp p,.fp ol{margin:0}
.fp-bar{border-bottom:1px solid rgba(0,0,0,.12)}
.fp-tb{display:flex;align-items:center;gap:8px;min-height:56px;padding:0 16px}
.fp-tb svg{width:24px;height:24px;flex-shrink:0;fill:${PRIMARY}}
.fp-name{flex-grow:1;min-width:0;font-size:1.25rem;line-height:1.6;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fp-mode{display:block;width:40px;height:40px;flex-shrink:0}
.fp-btn{flex-shrink:0;white-space:nowrap;border:1px solid rgba(56,98,174,.5);border-radius:8px;padding:3px 9px;font-size:.8125rem;line-height:1.75;font-weight:600;color:${PRIMARY}}
.fp-c{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding-left:16px;padding-right:16px}
.fp-search{border-bottom:1px solid rgba(0,0,0,.12);padding:10px 0}
.fp-box{display:block;box-sizing:border-box;height:50px;max-width:760px;margin:0 auto;border:1px solid rgba(0,0,0,.23);border-radius:8px}
.fp-hero{background:${PRIMARY};color:#fff;padding:40px 0}
.fp-hero h1{font-size:3rem;line-height:1.167;font-weight:800;margin-bottom:8px}
.fp-hero p{font-size:1.25rem;line-height:1.6;font-weight:500;opacity:.9;max-width:720px}
.fp-promo{padding-top:24px}
.fp-slide{position:relative;width:100%;aspect-ratio:3/1;min-height:120px;border-radius:16px;overflow:hidden;background:#294475}
.fp-slide img{display:block;width:100%;height:100%;object-fit:cover}
.fp-title{position:absolute;inset:0;padding:16px;display:grid;align-content:center;color:#fff}
.fp-title b{font-size:1.25rem;font-weight:800}
.fp-until{position:absolute;right:8px;top:8px;padding:4px 10px;border-radius:99px;font-size:.6875rem;font-weight:600;background:rgba(0,0,0,.6);color:#fff}
.fp-product{display:grid;gap:24px;padding-top:16px;padding-bottom:16px}
.fp-crumbs{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;font-size:.875rem;color:rgba(0,0,0,.6)}
.fp-crumbs li+li::before{content:"›";margin-right:8px}
.fp-link{color:${PRIMARY};text-decoration:underline;text-decoration-color:rgba(56,98,174,.4)}
.fp-cols{display:grid;gap:24px;align-items:start}
.fp-cols>*{min-width:0}
.fp-gallery{display:grid;gap:12px}
.fp-main{border:1px solid rgba(0,0,0,.12);border-radius:16px;overflow:hidden}
.fp-main img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:#fff}
.fp-missing{aspect-ratio:1;border-radius:16px;background:rgba(0,0,0,.04)}
.fp-thumbs{display:grid;grid-template-columns:repeat(auto-fill,minmax(64px,80px));gap:8px}
.fp-thumbs i{height:80px;box-sizing:border-box;border:2px solid rgba(0,0,0,.12);border-radius:8px}
.fp-thumbs i:first-child{border-color:${PRIMARY}}
.fp-text{display:grid;gap:16px;align-content:start}
.fp-code{font-family:monospace;font-size:.875rem;line-height:1.43;color:rgba(0,0,0,.6)}
.fp-text h1{font-size:2.125rem;line-height:1.2;font-weight:800}
.fp-brand{font-size:1.25rem;line-height:1.6;font-weight:700;color:${PRIMARY}}
@media (min-width:0) and (orientation:landscape){.fp-tb{min-height:48px}}
@media (min-width:600px){.fp-tb{min-height:64px;padding:0 24px}.fp-c{padding-left:24px;padding-right:24px}}
@media (min-width:900px){.fp-search{padding:12px 0}.fp-hero{padding:64px 0}.fp-title{padding:32px}.fp-title b{font-size:2rem}.fp-until{top:auto;right:16px;bottom:16px;font-size:.8125rem}.fp-product{padding-top:32px;padding-bottom:32px}.fp-cols{grid-template-columns:5fr 7fr;gap:40px}}
`;
const STORE_ICON =
  'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z';

/** Gives up on the first paint when its data takes longer: by then the app is close. */
const DATA_DEADLINE_MS = 2500;
/** Leaves in any case after this long, so a page that stays busy is never hidden. */
const COVER_AT_MOST_MS = 10_000;
/** Changes to the page come in bursts: it is looked at this long after the first of one. */
const CHECK_AFTER_MS = 50;
/** How long the page's pictures may take to decode before the cover leaves anyway. */
const PICTURES_WAIT_MS = 300;

type Child = Node | string | null | false | undefined;

/** As shared-ui's formatDate writes a date; made when needed, not while main.js is evaluated. */
const formatDate = (value: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }).format(new Date(value));

/** A tiny element builder: h('p', { class: 'x' }, 'text', child). Text is always text. */
function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

function image(source: string, context: ImageContext, spec: ImageSpec) {
  const { src, srcSet, sizes } = imageAttributes(source, context, spec);
  const attributes: Record<string, string> = { src, sizes, alt: '', fetchpriority: 'high' };
  if (srcSet) attributes.srcset = srcSet;
  return h('img', attributes);
}

function bar(tenant: TenantInfo) {
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', STORE_ICON);
  icon.append(path);
  return h(
    'div',
    { class: 'fp-bar' },
    h(
      'div',
      { class: 'fp-tb' },
      icon,
      h('span', { class: 'fp-name' }, tenant.commercialName ?? 'Catálogo Eletrônico'),
      // The theme toggle's place (color-mode-toggle.tsx keeps 40 px while it loads).
      h('i', { class: 'fp-mode' }),
      h('span', { class: 'fp-btn' }, 'Área da empresa'),
    ),
  );
}

/** The search strip under the bar (search-bar.tsx), on the home and every product page. */
function searchStrip() {
  return h('div', { class: 'fp-search' }, h('div', { class: 'fp-c' }, h('i', { class: 'fp-box' })));
}

/** A search or a filter in the address: the results come first, not the hero (home-page.tsx). */
const SEARCH_KEYS = [
  'q',
  'brand',
  'category',
  'group',
  'subgroup',
  'factory',
  'vehicle',
  'year',
  'page',
];

/** Home: the hero and, when there is one, the first promotion (its banner, or its title). */
export function homeTop(tenant: TenantInfo, promotions: Promotion[], context: ImageContext) {
  const first = promotions[0];
  return [
    h(
      'div',
      { class: 'fp-hero' },
      h(
        'div',
        { class: 'fp-c' },
        h('h1', {}, tenant.commercialName ?? 'Catálogo Eletrônico'),
        h(
          'p',
          {},
          'Catálogo eletrônico de produtos: encontre peças por código, descrição, marca, ' +
            'referência ou aplicação.',
        ),
      ),
    ),
    first &&
      h(
        'div',
        { class: 'fp-c fp-promo' },
        h(
          'div',
          { class: 'fp-slide' },
          first.banner
            ? image(first.banner, context, BANNER_IMAGE)
            : h('div', { class: 'fp-title' }, h('b', {}, first.title)),
          first.endsAt && h('p', { class: 'fp-until' }, `Válida até ${formatDate(first.endsAt)}`),
        ),
      ),
  ];
}

/** A product: the path, the main picture, the code, the name and the brand. */
export function productTop(product: Product, context: ImageContext) {
  const levels = [product.category, product.group, product.subgroup].filter(Boolean);
  const main = product.images[0];
  return [
    h(
      'div',
      { class: 'fp-c fp-product' },
      h(
        'ol',
        { class: 'fp-crumbs' },
        h('li', {}, h('span', { class: 'fp-link' }, 'Catálogo')),
        ...levels.map((level) => h('li', {}, level!.name)),
        h('li', {}, product.code),
      ),
      h(
        'div',
        { class: 'fp-cols' },
        // Without a picture the page shows a neutral square in its place.
        main
          ? h(
              'div',
              { class: 'fp-gallery' },
              h('div', { class: 'fp-main' }, image(main.url, context, MAIN_IMAGE)),
              product.images.length > 1 &&
                h('div', { class: 'fp-thumbs' }, ...product.images.map(() => h('i'))),
            )
          : h('div', { class: 'fp-missing' }),
        h(
          'div',
          { class: 'fp-text' },
          h('p', { class: 'fp-code' }, `Código ${product.code}`),
          h('h1', {}, [product.description.name, product.complement].filter(Boolean).join(' ')),
          h('p', { class: 'fp-brand' }, product.brand.name),
        ),
      ),
    ),
  ];
}

/** Whether the page under the cover has drawn itself: a screen, and nothing in it still busy. */
export function pageIsDrawn(root: ParentNode): boolean {
  if (root.querySelector('[data-remote-area] [role="alert"]')) return true;
  return !!root.querySelector('[data-screen]') && !root.querySelector('[aria-busy="true"]');
}

/** The page's pictures in view, decoded (at most a moment): so the cover leaves without a blink. */
function picturesReady(root: HTMLElement): Promise<unknown> {
  const inView = [...root.querySelectorAll('img')].filter(
    (img) => img.getBoundingClientRect().top < window.innerHeight,
  );
  const decoded = Promise.all(inView.map((img) => img.decode?.().catch(() => undefined)));
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
}

const INTERACTIONS = ['keydown', 'pointerdown', 'focusin'] as const;

/**
 * Lays `content` over the page until the page below has drawn itself. It leaves at once when the
 * visitor starts to use the page (a key, a tap, a focus): the real page is what they act on.
 */
function cover(content: Child[], root: HTMLElement) {
  const style = h('style', {}, CSS);
  const layer = h('div', { class: 'fp', 'aria-hidden': 'true' }, ...content);
  document.head.append(style);
  document.body.append(layer);
  let leaving = false;
  let checking = false;
  const remove = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of INTERACTIONS) document.removeEventListener(type, remove, true);
    layer.remove();
    style.remove();
  };
  // Checked in a task of its own, at most once per burst of changes, not inside React's commit.
  const observer = new MutationObserver(() => {
    if (checking || leaving) return;
    checking = true;
    setTimeout(() => {
      checking = false;
      if (leaving || !pageIsDrawn(root)) return;
      leaving = true;
      void picturesReady(root).then(remove);
    }, CHECK_AFTER_MS);
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributeFilter: ['aria-busy', 'role', 'data-screen'],
  });
  for (const type of INTERACTIONS) document.addEventListener(type, remove, true);
  const timer = setTimeout(remove, COVER_AT_MOST_MS);
}

/** Draws the first paint of `/` or `/product/{id}` from the early requests, if still useful. */
export async function paintFirst(): Promise<void> {
  const root = document.getElementById('root');
  const apiBase = earlyApiBase();
  const { pathname } = window.location;
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (!root || !apiBase || (pathname !== '/' && !product)) return;
  const params = new URLSearchParams(window.location.search);
  if (!product && SEARCH_KEYS.some((key) => params.has(key))) return;
  const deadline = new Promise<null>((resolve) => setTimeout(resolve, DATA_DEADLINE_MS, null));
  const data = Promise.all([
    earlyJson<TenantInfo>(TENANT_PATHS.tenantInfo),
    product
      ? earlyJson<Product>(`/catalog-public/products/${product[1]}`)
      : earlyJson<Promotion[]>('/catalog-public/promotions'),
  ]);
  const answer = await Promise.race([data, deadline]);
  // Too late, or the page has drawn itself already.
  if (!answer || pageIsDrawn(root)) return;
  const [tenant, page] = answer;
  if (!tenant || !page) return;
  const context = { apiBase, mediaUrl: tenant.mediaUrl };
  const top = product
    ? productTop(page as Product, context)
    : homeTop(tenant, Array.isArray(page) ? (page as Promotion[]) : [], context);
  cover([bar(tenant), searchStrip(), ...top], root);
}
