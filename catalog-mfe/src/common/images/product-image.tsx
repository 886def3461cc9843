import { useEffect, useRef, useState } from 'react';
import { Box, styled } from '@catalogo/shared-ui';
import type { SxProps, Theme } from '@catalogo/shared-ui';
import { FAILED_IMAGE, imageAttributes, imageSizeOf, placeholderUrl } from './image-url';
import type { ImageSize } from './image-url';
import { useImageContext } from './use-image-context';

// Static styles: generated once, not per card as an sx object would be (first render cost).
const Img = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  backgroundColor: '#fff',
  backgroundSize: 'cover',
});

export interface ProductImageProps {
  source: string;
  alt: string;
  /** The width asked for `src` (browsers without srcset), and the intrinsic size attributes. */
  width: number;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  quality?: number;
  /** Base widths of the srcset (each also at density 2); the spec's widths by default. */
  widths?: readonly number[];
  /** Only for the image the page is about (LCP): loaded eagerly with a high priority. */
  priority?: boolean;
  onSize?: (size: ImageSize) => void;
  sx?: SxProps<Theme>;
}

/**
 * A square product image through the image proxy: srcset over the spec's widths and densities,
 * a blurred 10×10 placeholder until it loads, and a neutral box when it fails.
 */
export function ProductImage(props: ProductImageProps) {
  const { source, alt, width, sizes, quality, widths, priority = false, onSize, sx } = props;
  const context = useImageContext();
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const image = useRef<HTMLImageElement | null>(null);
  const onSizeRef = useRef(onSize);
  onSizeRef.current = onSize;
  // An image of the server's HTML may have loaded, or failed, before the app took the page over:
  // its load or error event is gone, so the image says what became of it.
  useEffect(() => {
    const img = image.current;
    if (!img?.complete || !img.currentSrc) return;
    if (img.naturalWidth > 0) {
      setLoaded(true);
      onSizeRef.current?.(imageSizeOf(img, source));
    } else {
      console.error(`[catalog] image failed to load: ${source}`);
      onSizeRef.current?.(FAILED_IMAGE);
      setFailed(true);
    }
  }, [source]);
  if (failed) return <MissingImage sx={sx} />;
  const placeholder = placeholderUrl(source, context);
  return (
    <Img
      ref={image}
      {...imageAttributes(source, context, { width, quality, sizes, widths })}
      width={width}
      height={width}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={(event) => {
        setLoaded(true);
        onSize?.(imageSizeOf(event.currentTarget, source));
      }}
      onError={() => {
        console.error(`[catalog] image failed to load: ${source}`);
        onSize?.(FAILED_IMAGE);
        setFailed(true);
      }}
      // Per image, so an inline style: no style rule to generate for each of many cards.
      style={!loaded && placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
      sx={sx}
    />
  );
}

/** The neutral square shown for a product without an image, or when its image fails. */
export function MissingImage({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      role="img"
      aria-label="Produto sem imagem"
      data-testid="image-placeholder"
      sx={[
        { width: '100%', aspectRatio: '1', bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
