import { useEffect } from 'react';
import type { ProductDetail } from '../../common/catalog-api';
import { categoryPath } from '../../common/category-levels';
import type { CategoryLevels } from '../../common/category-levels';

/** The product's name as people search it: description, complement, brand and code. */
export const productName = (product: ProductDetail) =>
  [product.description.name, product.complement].filter(Boolean).join(' ');

/** `levels`: the category levels that are on (the settings); every level when not given. */
export function metaDescriptionOf(product: ProductDetail, on?: CategoryLevels): string {
  const levels = categoryPath(product, on ?? { category: true, group: true, subgroup: true })
    .map((level) => level.name)
    .join(' › ');
  const parts = [
    `${productName(product)} ${product.brand.name}, código ${product.code}.`,
    levels ? `${levels}.` : '',
    product.applications.length > 0
      ? `Aplicações: ${[...new Set(product.applications.map((a) => `${a.factory.name} ${a.vehicle.model}`))].slice(0, 4).join(', ')}.`
      : '',
    product.oeRefs.length > 0 ? `Referência original ${product.oeRefs[0]!.code}.` : '',
  ];
  return parts.filter(Boolean).join(' ').slice(0, 300);
}

/** Sets `<meta name="description">` while the page is shown, and puts the previous one back. */
export function useMetaDescription(content: string | null) {
  useEffect(() => {
    if (!content) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}

/** schema.org Product, for search engines. */
export function productJsonLd(
  product: ProductDetail,
  options: { url: string; images: string[]; levels?: CategoryLevels },
): Record<string, unknown> {
  const category = categoryPath(
    product,
    options.levels ?? { category: true, group: true, subgroup: true },
  )
    .map((level) => level.name)
    .join(' > ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${productName(product)} ${product.brand.name}`,
    sku: product.code,
    mpn: product.code,
    ...(product.pack.ean13 ? { gtin13: product.pack.ean13 } : {}),
    brand: { '@type': 'Brand', name: product.brand.name },
    description: metaDescriptionOf(product, options.levels),
    ...(category ? { category } : {}),
    ...(options.images.length > 0 ? { image: options.images } : {}),
    url: options.url,
    ...(product.criteria.length > 0
      ? {
          additionalProperty: product.criteria.map((c) => ({
            '@type': 'PropertyValue',
            name: c.name,
            value: c.value,
            ...(c.unit ? { unitText: c.unit } : {}),
          })),
        }
      : {}),
    ...(product.offer
      ? {
          offers: {
            '@type': 'Offer',
            price: product.offer.price.toFixed(2),
            priceCurrency: 'BRL',
            url: options.url,
            ...(product.offer.endsAt ? { priceValidUntil: product.offer.endsAt.slice(0, 10) } : {}),
          },
        }
      : {}),
  };
}

/** The JSON-LD script; `<` is escaped so no text of the product can close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
