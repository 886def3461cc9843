import { memo } from 'react';
import { formatCurrency, RouterLink, styled } from '@catalogo/shared-ui';
import { productPath } from '../app/paths';
import { MissingImage, ProductImage } from './images/product-image';
import type { ProductSummary } from './catalog-api';

const THUMBNAIL_WIDTH = 320;
// Cards are small: a lower quality than the spec's default keeps the result page light.
const THUMBNAIL_QUALITY = 75;

// Static styles, generated once for every card (many cards render at once on the home page).
const CardLink = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  overflow: 'hidden',
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
  textDecoration: 'none',
  transition: 'box-shadow 150ms',
  '&:hover': { boxShadow: theme.shadows[3] },
  '&:focus-visible': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  // A long result page (24 cards, one per row on a phone) draws only the cards near the screen:
  // the others skip style, layout and paint until scrolled to, at about a card's height (the
  // browser remembers the real one once drawn). They stay in the page for find, links and
  // screen readers.
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 440px',
}));
const Body = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  display: 'grid',
  gap: theme.spacing(0.5),
  alignContent: 'start',
}));
const Code = styled('span')(({ theme }) => ({
  fontSize: '0.8125rem',
  color: (theme.vars ?? theme).palette.text.secondary,
  fontFamily: 'monospace',
}));
const Title = styled('h3')({ margin: 0, fontSize: '1rem', fontWeight: 700, lineHeight: 1.3 });
const Brand = styled('span')(({ theme }) => ({
  fontSize: '0.875rem',
  color: (theme.vars ?? theme).palette.primary.main,
  fontWeight: 600,
}));
const Price = styled('span')(({ theme }) => ({
  marginTop: theme.spacing(0.5),
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.spacing(1),
  fontSize: '1.125rem',
  fontWeight: 800,
}));
// A fixed deep red: white on it reads in both themes (the dark theme's error red was 3.7:1).
const OfferBadge = styled('span')(({ theme }) => ({
  padding: theme.spacing(0.25, 0.75),
  borderRadius: theme.shape.borderRadius,
  fontSize: '0.75rem',
  backgroundColor: '#b71c1c',
  color: '#fff',
}));

/**
 * A product's card (search results, offers): picture, code, name, brand, and its offer price.
 * Memoised: when a list's page re-renders for another reason (a query's status), the cards whose
 * product did not change are not drawn again.
 */
/** One column on a phone, two from 600 px, then cards of about 280 px. */
const RESULT_SIZES = '(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw';

export const ProductCard = memo(function ProductCard({
  product,
  price,
  sizes = RESULT_SIZES,
}: {
  product: ProductSummary;
  price?: number;
  /** How wide the grid shows a card (the picture's `sizes`); the search results' by default. */
  sizes?: string;
}) {
  const image = product.image;
  return (
    <CardLink to={productPath(product.id)}>
      {image ? (
        <ProductImage
          source={image.url}
          // The card's own text names the product: the picture would only repeat it.
          alt=""
          width={THUMBNAIL_WIDTH}
          widths={[THUMBNAIL_WIDTH]}
          quality={THUMBNAIL_QUALITY}
          sizes={sizes}
        />
      ) : (
        <MissingImage />
      )}
      <Body>
        <Code>{product.code}</Code>
        <Title>
          {product.description}
          {product.complement ? ` ${product.complement}` : ''}
        </Title>
        {product.brand && <Brand>{product.brand.name}</Brand>}
        {price !== undefined && (
          <Price>
            <OfferBadge>Oferta</OfferBadge>
            {formatCurrency(price)}
          </Price>
        )}
      </Body>
    </CardLink>
  );
});
