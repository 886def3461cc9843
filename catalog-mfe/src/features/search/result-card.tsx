import { useState } from 'react';
import { Box, RouterLink } from '@catalogo/shared-ui';
import { selectApiBaseUrl, useAppSelector } from '@catalogo/shared-auth';
import { productPath } from '../../app/paths';
import type { ProductSummary } from './catalog-api';
import { focusRing } from './styles';

const THUMBNAIL_WIDTH = 320;
const THUMBNAIL_QUALITY = 75;

/** The API's image proxy (spec §7): resized WebP of a stored image. */
export function proxiedImage(apiBase: string, source: string, width: number): string {
  const query = new URLSearchParams({
    url: source,
    w: String(width),
    q: String(THUMBNAIL_QUALITY),
  });
  return `${apiBase}/_image?${query.toString()}`;
}

export function ResultCard({ product }: { product: ProductSummary }) {
  const apiBase = useAppSelector(selectApiBaseUrl);
  const [failed, setFailed] = useState(false);
  const image = failed ? null : product.image;
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
        <Box
          component="img"
          src={proxiedImage(apiBase, image.url, THUMBNAIL_WIDTH)}
          srcSet={`${proxiedImage(apiBase, image.url, 320)} 320w, ${proxiedImage(apiBase, image.url, 640)} 640w`}
          sizes="(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw"
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_WIDTH}
          loading="lazy"
          decoding="async"
          onError={() => {
            // A missing or refused image falls back to the neutral placeholder (spec §8: logged).
            console.error(`[catalog] image failed to load: ${image.url}`);
            setFailed(true);
          }}
          alt={image.alt || product.description}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '1',
            objectFit: 'contain',
            bgcolor: '#fff',
          }}
        />
      ) : (
        <Box
          role="img"
          aria-label="Produto sem imagem"
          data-testid="image-placeholder"
          sx={{ width: '100%', aspectRatio: '1', bgcolor: 'action.hover' }}
        />
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
      </Box>
    </Box>
  );
}
