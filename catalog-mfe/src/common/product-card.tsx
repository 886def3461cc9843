import { Box, formatCurrency, RouterLink } from '@catalogo/shared-ui';
import { productPath } from '../app/paths';
import { MissingImage, ProductImage } from './images/product-image';
import type { ProductSummary } from './catalog-api';
import { focusRing } from './styles';

const THUMBNAIL_WIDTH = 320;
// Cards are small: a lower quality than the spec's default keeps the result page light.
const THUMBNAIL_QUALITY = 75;

/** A product's card (search results, offers): picture, code, name, brand, and its offer price. */
export function ProductCard({ product, price }: { product: ProductSummary; price?: number }) {
  const image = product.image;
  return (
    <Box
      component={RouterLink}
      to={productPath(product.id)}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
        ...focusRing,
      }}
    >
      {image ? (
        <ProductImage
          source={image.url}
          alt={image.alt || product.description}
          width={THUMBNAIL_WIDTH}
          widths={[THUMBNAIL_WIDTH]}
          quality={THUMBNAIL_QUALITY}
          sizes="(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw"
        />
      ) : (
        <MissingImage />
      )}
      <Box sx={{ p: 2, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Box
          component="span"
          sx={{ fontSize: '0.8125rem', color: 'text.secondary', fontFamily: 'monospace' }}
        >
          {product.code}
        </Box>
        <Box component="h3" sx={{ m: 0, fontSize: '1rem', fontWeight: 700, lineHeight: 1.3 }}>
          {product.description}
          {product.complement ? ` ${product.complement}` : ''}
        </Box>
        {product.brand && (
          <Box
            component="span"
            sx={{ fontSize: '0.875rem', color: 'primary.main', fontWeight: 600 }}
          >
            {product.brand.name}
          </Box>
        )}
        {price !== undefined && (
          <Box
            component="span"
            sx={{
              mt: 0.5,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1,
              fontSize: '1.125rem',
              fontWeight: 800,
            }}
          >
            <Box
              component="span"
              sx={{
                px: 0.75,
                py: 0.25,
                borderRadius: 1,
                fontSize: '0.75rem',
                bgcolor: 'error.main',
                color: 'error.contrastText',
              }}
            >
              Oferta
            </Box>
            {formatCurrency(price)}
          </Box>
        )}
      </Box>
    </Box>
  );
}
