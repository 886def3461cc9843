import sharp from 'sharp';
import { familyOf } from './part-drawings';
import { brandColour, pictureOf, renderPicture } from './product-pictures';
import { PARTS } from './vocabulary';

describe('product pictures', () => {
  it('names tenant-scoped files by part and brand, close-ups by family, boxes by brand', () => {
    expect(pictureOf('demo', 'FILTRO DE ÓLEO', 'KL PEÇAS', 0)).toEqual({
      key: 'demo/products/generated/filtro-de-oleo--kl-pecas.png',
      family: 'filter',
      label: 'FILTRO DE ÓLEO',
      brand: 'KL PEÇAS',
    });
    expect(pictureOf('acme', "BOMBA D'ÁGUA", 'TRUCKPRO', 1).key).toBe(
      'acme/products/generated/detalhe-rotor.png',
    );
    expect(pictureOf('acme', "BOMBA D'ÁGUA", 'TRUCKPRO', 2).key).toBe(
      'acme/products/generated/embalagem--truckpro.png',
    );
  });

  it('draws nearly every part with its own family rather than the generic box', () => {
    const generic = PARTS.map(([name]) => name).filter((name) => familyOf(name) === 'box');
    expect(generic).toEqual(['KIT DE EMBREAGEM', 'CAIXA DE DIREÇÃO']);
    expect(new Set(PARTS.map(([name]) => familyOf(name))).size).toBeGreaterThanOrEqual(18);
  });

  it('renders the same 800×800 picture every time, in the brand colour', async () => {
    const spec = pictureOf('demo', 'DISCO DE FREIO', 'FREMAR', 0);
    const [a, b] = await Promise.all([renderPicture(spec), renderPicture(spec)]);
    expect(a.equals(b)).toBe(true);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'png', width: 800, height: 800 });
    // The disc's hub (centre of the drawing) is painted in the brand colour.
    const hub = await sharp(a)
      .extract({ left: 400, top: 440, width: 1, height: 1 })
      .raw()
      .toBuffer();
    const hex = `#${[...hub].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    const close = (x: string, y: string) =>
      [1, 3, 5].every(
        (i) => Math.abs(parseInt(x.slice(i, i + 2), 16) - parseInt(y.slice(i, i + 2), 16)) < 60,
      );
    expect(close(hex, brandColour('FREMAR'))).toBe(true);
  });
});
