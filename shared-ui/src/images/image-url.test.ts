import {
  IMAGE_QUALITIES,
  imageAttributes,
  imageSrcSet,
  imageUrl,
  MAIN_IMAGE,
  placeholderUrl,
  PROXY_WIDTHS,
} from './image-url';

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

  it('asks only for what the proxy renders: a preset width and quality, never a height', () => {
    const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
    expect(query(imageUrl(stored, context, { width: 500, quality: 90 }))).toEqual({
      url: stored,
      w: '640',
      q: '100',
    });
    expect(query(imageUrl(stored, context, { width: 40, quality: 60 }))).toMatchObject({
      w: '320',
      q: '75',
    });
    expect(query(imageUrl(stored, context, { width: 5000 }))).toMatchObject({ w: '3072' });
    for (const width of PROXY_WIDTHS) {
      for (const quality of IMAGE_QUALITIES) {
        expect(query(imageUrl(stored, context, { width, quality }))).toEqual({
          url: stored,
          w: String(width),
          q: String(quality),
        });
      }
    }
    expect(imageSrcSet(stored, context, { widths: [300] })).toMatch(
      /&w=320&q=100 320w, .*&w=640&q=100 640w$/,
    );
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
