import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useTestApp } from '../../../test/helpers/test-app';

// The proxy needs no database: one run on PGlite is enough.
const ctx = useTestApp('pglite', { seed: false });
const STORAGE = 'http://localhost:3333/uploads';
const BANNER = `${STORAGE}/demo/promotions/banner.png`;
const PRODUCT = `${STORAGE}/demo/products/square.png`;

async function putImage(key: string, width: number, height: number): Promise<void> {
  const file = path.join(ctx.dataDir, 'uploads', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#3862ae' } })
    .png()
    .toFile(file);
}

const image = (query: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/_image?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  });

beforeAll(async () => {
  // The seeded promotion banners are 1200×400 and the product pictures square.
  await putImage('demo/promotions/banner.png', 1200, 400);
  await putImage('demo/products/square.png', 800, 800);
});

/**
 * The URL builders of the front-ends (shared-ui/src/images/image-url.ts: catalog-mfe, the shell's
 * first paint, portfolio-mfe), loaded as they are: a builder that asks for something the proxy
 * refuses fails here. Required at run time because the file lies outside the API's rootDir.
 */
interface Builders {
  imageUrl(source: string, context: object, options: object): string;
  imageSrcSet(source: string, context: object, options?: object): string;
  placeholderUrl(source: string, context: object): string | null;
  imageAttributes(source: string, context: object, spec: object): { src: string; srcSet?: string };
  BANNER_IMAGE: object;
  MAIN_IMAGE: object;
}
const buildersFile = path.resolve(__dirname, '../../../../shared-ui/src/images/image-url.ts');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const builders = require(buildersFile) as Builders;

/** Every /_image URL the front-ends build for one stored source (catalogue and panel). */
function catalogueUrls(source: string): string[] {
  const context = { apiBase: '', mediaUrl: STORAGE };
  const { imageUrl, imageSrcSet, placeholderUrl, imageAttributes } = builders;
  const attributes = [
    // catalog-mfe and the shell's first paint: the banner, a product page's main image.
    imageAttributes(source, context, builders.BANNER_IMAGE),
    imageAttributes(source, context, builders.MAIN_IMAGE),
    // catalog-mfe's cards, cart and gallery thumbnails (ProductImage, quality 75, one width).
    imageAttributes(source, context, { width: 320, quality: 75, sizes: '', widths: [320] }),
  ];
  const urls = [
    ...attributes.flatMap((a) => [a.src, ...(a.srcSet ?? '').split(', ')]),
    ...imageSrcSet(source, context).split(', '),
    placeholderUrl(source, context) ?? '',
    // catalog-mfe's product page (structured data), portfolio-mfe's previews and columns.
    imageUrl(source, context, { width: 1024 }),
    imageUrl(source, context, { width: 320, quality: 80 }),
    imageUrl(source, context, { width: 768, quality: 80 }),
  ];
  return [...new Set(urls.map((u) => u.replace(/ \d+w$/, '')).filter((u) => u.includes('_image')))];
}

describe('GET /_image presets', () => {
  it.each([
    ['no w (the full-size image)', {}, 'w'],
    ['a width outside the list', { w: 500 }, 'w'],
    ['a free height', { w: 640, h: 123 }, 'h'],
    ['a height beside a list width', { w: 320, h: 320 }, 'h'],
    ['a quality outside the list', { w: 640, q: 37 }, 'q'],
    ['blur on a full image', { w: 640, blur: 3 }, 'blur'],
    ['another blur on the placeholder', { w: 10, h: 10, q: 50, blur: 7 }, 'blur'],
    ['another quality on the placeholder', { w: 10, h: 10, q: 100, blur: 3 }, 'q'],
    ['another placeholder box', { w: 10, h: 20, q: 50, blur: 3 }, 'h'],
  ])(
    'refuses %s with 400, the field and its reason, before any render',
    async (_n, query, field) => {
      const rendered = ctx.app.images.stats.rendered;
      const res = await image({ url: BANNER, ...query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      const fields = res.json().fields as Array<{ field: string; reason: string }>;
      expect(fields).toContainEqual({ field, reason: expect.stringMatching(/\w{3}/) });
      expect(ctx.app.images.stats.rendered).toBe(rendered);
    },
  );

  it('takes the height from the aspect ratio (640 wide on 1200×400 is 640×213)', async () => {
    const res = await image({ url: BANNER, w: 640 });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 640, height: 213 });
  });

  it('renders the placeholder once, however its defaults are spelled', async () => {
    const full = await image({ url: PRODUCT, w: 10, h: 10, q: 50, blur: 3 });
    expect(full.statusCode).toBe(200);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 10, height: 10 });
    const rendered = ctx.app.images.stats.rendered;
    const short = await image({ url: PRODUCT, w: 10 });
    expect(short.statusCode).toBe(200);
    expect(short.headers.etag).toBe(full.headers.etag);
    expect(ctx.app.images.stats.rendered).toBe(rendered);
  });

  it('bounds the renders of one image to the presets', async () => {
    // 9 widths (the spec's at densities 1 and 2) × 3 qualities, and the placeholder.
    const widths = [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072];
    const ok = [];
    for (const w of widths) for (const q of [75, 80, 100]) ok.push({ w, q });
    ok.push({ w: 10, q: 50 });
    for (const query of ok) {
      expect([query, (await image({ url: PRODUCT, ...query })).statusCode]).toEqual([query, 200]);
    }
  });

  it.each([
    ['a promotion banner', BANNER],
    ['a product picture', PRODUCT],
  ])('renders every URL the front-ends build for %s', async (_name, source) => {
    const urls = catalogueUrls(source);
    // srcset widths at two qualities, the placeholder and the single-width images.
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
  });
});
