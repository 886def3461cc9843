import { imageSrcSet, imageUrl, MAIN_IMAGE } from './image-url';
import type { ImageContext } from './image-url';

/**
 * Starts downloading a product's main image as soon as its URL is known (the product JSON), with
 * the same src/srcset/sizes as the <img> the gallery renders later, so that one reuses it.
 */
export function preloadMainImage(source: string, context: ImageContext): void {
  const href = imageUrl(source, context, { width: MAIN_IMAGE.width });
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  const srcset = imageSrcSet(source, context);
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', MAIN_IMAGE.sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
