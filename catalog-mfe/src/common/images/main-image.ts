import { imageAttributes, MAIN_IMAGE } from './image-url';
import type { ImageContext } from './image-url';

/**
 * Starts downloading a product's main image as soon as its URL is known (the product JSON), with
 * the same src/srcset/sizes as the <img> the gallery renders later, so that one reuses it.
 */
export function preloadMainImage(source: string, context: ImageContext): void {
  const { src, srcSet, sizes } = imageAttributes(source, context, MAIN_IMAGE);
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
