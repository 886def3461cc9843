import { imageAttributes, imageSrcSet, imageUrl, MAIN_IMAGE, placeholderUrl } from './image-url';

const context = {
  apiBase: 'https://api.example.com',
  mediaUrl: 'https://media.example.com/uploads',
};
const stored = 'https://media.example.com/uploads/demo/products/1.webp';

describe('image URLs', () => {
  it('sends storage images through the proxy, at quality 100 unless told otherwise', () => {
    expect(imageUrl(stored, context, { width: 640 })).toBe(
      `https://api.example.com/_image?url=${encodeURIComponent(stored)}&w=640&q=100`,
    );
    expect(imageUrl(stored, context, { width: 320, quality: 75 })).toContain('&w=320&q=75');
  });

  it('leaves sources outside the storage URL unchanged, look-alikes included', () => {
    for (const source of [
      'https://cdn.example.com/p.jpg',
      'https://media.example.com/uploadsX/p.jpg',
      'https://media.example.com.evil.com/uploads/p.jpg',
      'https://media.example.com/uploads',
    ]) {
      expect(imageUrl(source, context, { width: 640 })).toBe(source);
      expect(imageSrcSet(source, context)).toBe('');
      expect(placeholderUrl(source, context)).toBeNull();
    }
    // Without a known storage URL nothing is proxied.
    expect(imageUrl(stored, { apiBase: context.apiBase }, { width: 640 })).toBe(stored);
  });

  it('lists every spec width at densities 1 and 2 once', () => {
    const widths = imageSrcSet(stored, context)
      .split(', ')
      .map((entry) => Number(entry.split(' ')[1]!.replace('w', '')));
    expect(widths).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    expect(imageSrcSet(stored, context, { widths: [320] }).split(', ')).toHaveLength(2);
  });

  it('asks for a 10×10 placeholder at quality 50 with blur 3', () => {
    expect(placeholderUrl(stored, context)).toMatch(/&w=10&h=10&q=50&blur=3$/);
  });

  it('gives every <img> and preload of a picture the same src, srcSet and sizes', () => {
    expect(imageAttributes(stored, context, MAIN_IMAGE)).toEqual({
      src: imageUrl(stored, context, { width: 768 }),
      srcSet: imageSrcSet(stored, context),
      sizes: MAIN_IMAGE.sizes,
    });
    const outside = 'https://cdn.example.com/p.jpg';
    expect(imageAttributes(outside, context, MAIN_IMAGE)).toEqual({
      src: outside,
      srcSet: undefined,
      sizes: MAIN_IMAGE.sizes,
    });
  });
});
