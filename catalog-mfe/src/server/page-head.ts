import { matchPath } from '@catalogo/shared-ui';
import { buildDocumentTitle, selectApiBaseUrl, selectTenantInfo } from '@catalogo/shared-auth';
import type { RootState } from '@catalogo/shared-auth';
import { catalogPaths, productPath } from '../app/paths';
import { productApi } from '../common/catalog-api';
import { BANNER_IMAGE, imageAttributes, imageUrl, MAIN_IMAGE } from '../common/images/image-url';
import type { ImageContext, ImageSpec } from '../common/images/image-url';
import { promotionsApi } from '../features/promotions/promotions-api';
import { metaDescriptionOf, productName } from '../features/product/product-seo';

/** What the shell's server writes into `<head>` (it escapes every value) and the status. */
export interface PageHead {
  status: number;
  title: string;
  /** `<meta name|property=… content=…>` */
  meta: { name?: string; property?: string; content: string }[];
  /** `<link …>`: canonical, and the preload of the page's largest image (its LCP element). */
  links: Record<string, string>[];
}

const HOME_DESCRIPTION =
  'Catálogo eletrônico de produtos: encontre peças por código, descrição, marca, referência ou aplicação.';
/** Link previews (WhatsApp, Open Graph) take a picture about 1200 pixels wide. */
const SHARE_WIDTH = 1200;

function preloadImage(source: string, context: ImageContext, spec: ImageSpec) {
  const { src, srcSet, sizes } = imageAttributes(source, context, spec);
  return {
    rel: 'preload',
    as: 'image',
    href: src,
    ...(srcSet ? { imagesrcset: srcSet, imagesizes: sizes } : {}),
    fetchpriority: 'high',
  };
}

function socialMeta(kind: string, title: string, description: string, url: string, image?: string) {
  const meta: PageHead['meta'] = [
    { name: 'description', content: description },
    { property: 'og:type', content: kind },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  return meta;
}

/** The head and status of a public page, from the data the store holds after `prefetch`. */
export function pageHead(state: RootState, url: URL, origin: string): PageHead {
  const tenant = selectTenantInfo(state);
  const context: ImageContext = { apiBase: selectApiBaseUrl(state), mediaUrl: tenant?.mediaUrl };
  const site = tenant?.commercialName;
  const product = matchPath(catalogPaths.product, url.pathname);
  if (product?.params.id) {
    const { data, error } = productApi.endpoints.getProduct.select(product.params.id)(state);
    const canonical = new URL(productPath(product.params.id), origin).href;
    if (!data) {
      const missing = (error as { status?: unknown } | undefined)?.status === 404;
      return {
        status: missing ? 404 : 200,
        title: buildDocumentTitle(site, missing ? 'Produto não encontrado' : 'Produto'),
        meta: [{ name: 'robots', content: 'noindex' }],
        links: [],
      };
    }
    const name = `${productName(data)} ${data.code}`;
    const main = data.images[0];
    const image = main
      ? imageUrl(main.url, context, { width: SHARE_WIDTH, quality: 80 })
      : undefined;
    const description = metaDescriptionOf(data);
    return {
      status: 200,
      title: buildDocumentTitle(site, name),
      meta: [
        ...socialMeta('product', `${name} ${data.brand.name}`, description, canonical, image),
        ...(site ? [{ property: 'og:site_name', content: site }] : []),
      ],
      links: [
        { rel: 'canonical', href: canonical },
        ...(main ? [preloadImage(main.url, context, MAIN_IMAGE)] : []),
      ],
    };
  }
  const description =
    (tenant?.companyAbout as { description?: string } | null)?.description || HOME_DESCRIPTION;
  const canonical = new URL(`${url.pathname}${url.search}`, origin).href;
  const promotions = promotionsApi.endpoints.getPromotions.select()(state).data ?? [];
  const banner = promotions[0]?.banner;
  const logo = tenant?.companyLayout?.logo ?? undefined;
  const title = buildDocumentTitle(site);
  return {
    status: 200,
    title,
    meta: [
      ...socialMeta(
        'website',
        site ?? title,
        description,
        canonical,
        logo ? imageUrl(logo, context, { width: SHARE_WIDTH, quality: 80 }) : undefined,
      ),
      ...(site ? [{ property: 'og:site_name', content: site }] : []),
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...(banner ? [preloadImage(banner, context, BANNER_IMAGE)] : []),
    ],
  };
}
