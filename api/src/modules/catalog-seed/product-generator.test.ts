import { isValidGtin, normalizeCode, normalizeText } from '../common/search-text';
import { ACME_PROFILE, DEMO_PROFILE, type CatalogueProfile } from './catalog-seed.service';
import { generateProducts } from './product-generator';
import { pictureOf } from './product-pictures';
import { createRandom } from './prng';
import { buildReferenceData } from './reference-data';

function generate(profile: CatalogueProfile, count: number) {
  const random = createRandom(profile.seed);
  const ref = buildReferenceData(random, profile.ownBrands, profile.competitorBrands);
  const pictureUrl = (part: string, brand: string, rank: number) =>
    `https://cdn.test/${pictureOf('demo', part, brand, rank).key}`;
  return { ref, bundles: [...generateProducts(random, 't', pictureUrl, ref, count)] };
}

describe('catalogue generator', () => {
  const { ref, bundles } = generate(DEMO_PROFILE, 500);
  const products = bundles.map((b) => b.product);

  it('gives the same codes and texts for the same seed', () => {
    const again = generate(DEMO_PROFILE, 500).bundles.map((b) => b.product);
    expect(again.map((p) => p.code)).toEqual(products.map((p) => p.code));
    expect(again.map((p) => p.ean13)).toEqual(products.map((p) => p.ean13));
    expect(again.map((p) => p.searchText)).toEqual(products.map((p) => p.searchText));
  });

  it('gives other codes and brands for another seed', () => {
    const acme = generate(ACME_PROFILE, 50).bundles.map((b) => b.product.code);
    expect(acme.every((code) => /^(AH-|TP )\d+$/.test(code))).toBe(true);
    expect(products.every((p) => /^(KL-|FR |AL-)\d+$/.test(p.code))).toBe(true);
  });

  it('keeps codes unique, with code_norm as lowercase alphanumerics', () => {
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.codeNorm)).size).toBe(products.length);
    for (const p of products)
      expect(p.codeNorm).toBe(p.code.toLowerCase().replace(/[^a-z0-9]/g, ''));
  });

  it('spreads creation and last change over about three years, a few changed in the last week', () => {
    const now = Date.now();
    const days = (d: Date | undefined) => (now - (d as Date).getTime()) / 86_400_000;
    const created = products.map((p) => days(p.createdAt));
    const changed = products.map((p) => days(p.updatedAt));
    for (const [i, p] of products.entries()) {
      expect((p.updatedAt as Date).getTime()).toBeGreaterThanOrEqual(
        (p.createdAt as Date).getTime(),
      );
      expect(created[i]).toBeLessThanOrEqual(3 * 365 + 1);
    }
    expect(Math.max(...created)).toBeGreaterThan(2 * 365);
    const lastWeek = changed.filter((d) => d <= 7).length / products.length;
    const lastYear = changed.filter((d) => d <= 365).length / products.length;
    expect(lastWeek).toBeGreaterThan(0.02);
    expect(lastWeek).toBeLessThan(0.15);
    expect(lastYear).toBeGreaterThan(0.3);
    expect(lastYear).toBeLessThan(0.9);
  });

  it('gives valid EAN-13 and DUN-14 check digits and 8-digit NCMs', () => {
    for (const p of products) {
      expect(p.ean13).toMatch(/^789\d{10}$/);
      expect(isValidGtin(p.ean13 as string)).toBe(true);
      expect(isValidGtin(p.dun14 as string)).toBe(true);
      expect(p.ncm).toMatch(/^\d{8}$/);
    }
    // A known EAN-13 and a wrong check digit.
    expect(isValidGtin('7891000315507')).toBe(true);
    expect(isValidGtin('7891000315508')).toBe(false);
  });

  it('builds realistic sections within their bounds', () => {
    expect(ref.descriptions.length).toBeGreaterThanOrEqual(60);
    expect(ref.descriptions.map((d) => d.name)).toEqual(
      expect.arrayContaining(['PASTILHA DE FREIO', 'FILTRO DE ÓLEO', 'JUNTA HOMOCINÉTICA']),
    );
    for (const b of bundles) {
      expect(b.criteria.length).toBeGreaterThanOrEqual(1);
      expect(b.criteria.length).toBeLessThanOrEqual(6);
      expect(b.applications.length).toBeLessThanOrEqual(8);
      expect(b.oeRefs.length).toBeLessThanOrEqual(4);
      expect(b.crossRefs.length).toBeLessThanOrEqual(5);
    }
    const brands = new Set(ref.competitorBrands.map((b) => b.id));
    expect(bundles.flatMap((b) => b.crossRefs).every((x) => brands.has(x.brandId))).toBe(true);
    expect(bundles.some((b) => b.applications.length > 0)).toBe(true);
  });

  it('points products at a bounded set of pictures, distinct within a product', () => {
    const urls = bundles.flatMap((b) => b.images.map((i) => i.url));
    for (const url of urls)
      expect(url).toMatch(/^https:\/\/cdn\.test\/demo\/products\/generated\/[a-z0-9-]+\.png$/);
    for (const b of bundles) expect(new Set(b.images.map((i) => i.url)).size).toBe(b.images.length);
    // One per description and brand, one close-up per family, one box per brand at most.
    const bound = ref.descriptions.length * ref.ownBrands.length + 25 + ref.ownBrands.length;
    expect(new Set(urls).size).toBeLessThanOrEqual(bound);
    const more = generate(DEMO_PROFILE, 3000).bundles.flatMap((b) => b.images.map((i) => i.url));
    expect(new Set(more).size).toBeLessThanOrEqual(bound);
    // The first picture shows the product's own part and brand.
    for (const { product, images } of bundles.filter((b) => b.images.length > 0).slice(0, 20)) {
      const part = ref.descriptions.find((d) => d.id === product.descriptionId)?.name ?? '';
      const brand = ref.ownBrands.find((b) => b.id === product.brandId)?.name ?? '';
      expect(images[0]?.url).toBe(`https://cdn.test/${pictureOf('demo', part, brand, 0).key}`);
    }
  });

  it('normalises codes and texts for search', () => {
    expect(normalizeCode('KL-1234')).toBe('kl1234');
    expect(normalizeCode('kl 1234')).toBe('kl1234');
    expect(normalizeCode('5U0.698-151/A')).toBe('5u0698151a');
    expect(normalizeText('Filtro de  ÓLEO!')).toBe('filtro de oleo');
    expect(normalizeText('JUNTA HOMOCINÉTICA')).toBe('junta homocinetica');
  });
});
