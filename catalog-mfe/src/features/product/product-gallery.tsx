import { useState } from 'react';
import { Box } from '@catalogo/shared-ui';
import type { ProductDetail } from '../../common/catalog-api';
import { MAIN_IMAGE } from '../../common/images/image-url';
import { MissingImage, ProductImage } from '../../common/images/product-image';

/** The product's ordered images: one large, the others as thumbnails that replace it. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const [index, setIndex] = useState(0);
  const images = product.images;
  const current = images[index] ?? images[0];
  const alt = (text: string) => text || `${product.description.name} ${product.code}`;
  if (!current) return <MissingImage sx={{ borderRadius: 2 }} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        <ProductImage
          key={current.url}
          source={current.url}
          alt={alt(current.alt)}
          width={MAIN_IMAGE.width}
          sizes={MAIN_IMAGE.sizes}
          priority={index === 0}
        />
      </Box>
      {images.length > 1 && (
        <Box
          role="group"
          aria-label="Imagens do produto"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 80px))',
            gap: 1,
          }}
        >
          {images.map((image, position) => (
            <Box
              key={image.url}
              component="button"
              type="button"
              onClick={() => setIndex(position)}
              aria-label={`Ver imagem ${position + 1} de ${images.length}`}
              aria-pressed={position === index}
              sx={{
                p: 0,
                border: 2,
                borderColor: position === index ? 'primary.main' : 'divider',
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: '#fff',
                cursor: 'pointer',
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <ProductImage
                source={image.url}
                alt=""
                width={320}
                widths={[320]}
                quality={75}
                sizes="80px"
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
