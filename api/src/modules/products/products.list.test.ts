import { countedByOneIndex, pageWindow } from './products.list';

// Which rows a page reads: the first half of the list forwards, the second half from its end.
describe('pageWindow', () => {
  it('reads a page forwards when the total is unknown or the page is in the first half', () => {
    expect(pageWindow(null, 5000, 20)).toEqual({ reverse: false, offset: 99_980, limit: 20 });
    expect(pageWindow(100, 1, 10)).toEqual({ reverse: false, offset: 0, limit: 10 });
    expect(pageWindow(100, 5, 10)).toEqual({ reverse: false, offset: 40, limit: 10 });
  });

  it('reads a page of the second half from the end, as many rows as the page has', () => {
    expect(pageWindow(100, 6, 10)).toEqual({ reverse: true, offset: 40, limit: 10 });
    expect(pageWindow(100, 10, 10)).toEqual({ reverse: true, offset: 0, limit: 10 });
    // The last, shorter page: 95 rows, page 10 holds rows 90-94.
    expect(pageWindow(95, 10, 10)).toEqual({ reverse: true, offset: 0, limit: 5 });
    expect(pageWindow(100_000, 10_000, 10)).toEqual({ reverse: true, offset: 0, limit: 10 });
  });

  it('every page of a list, read either way, covers each row once', () => {
    for (const [total, size] of [
      [95, 10],
      [100, 7],
      [1, 25],
      [50, 50],
    ] as const) {
      const rows: number[] = [];
      for (let page = 1; (page - 1) * size < total; page++) {
        const w = pageWindow(total, page, size);
        const taken = Array.from({ length: w.limit }, (_, i) => w.offset + i).filter(
          (i) => i < total,
        );
        // A reversed window counts from the end: row i from the end is total - 1 - i.
        rows.push(...(w.reverse ? taken.map((i) => total - 1 - i).reverse() : taken));
      }
      expect(rows).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });

  it('reads nothing past the end', () => {
    expect(pageWindow(30, 5, 10)).toEqual({ reverse: false, offset: 40, limit: 10 });
  });
});

// Which lists are counted first from one index (then walked or gathered as the count says),
// and which gather their matches from the table and count them in the same pass.
describe('countedByOneIndex', () => {
  const brand = '6f1c1f4e-0000-4000-8000-000000000001';
  it('counts one filter, category levels together, and a range filter with any others', () => {
    expect(countedByOneIndex({})).toBe(true);
    expect(countedByOneIndex({ brand, sort: 'code:asc' })).toBe(true);
    expect(countedByOneIndex({ category: brand, group: brand, subgroup: brand })).toBe(true);
    // Migration 0019: the updated and completeness indexes carry every filter column.
    expect(countedByOneIndex({ brand, updatedSince: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(countedByOneIndex({ hasImage: false, status: 'draft', completenessBelow: 80 })).toBe(
      true,
    );
  });

  it('leaves other combinations to the gathering, and ignores q and empty values', () => {
    expect(countedByOneIndex({ brand, updatedBy: brand })).toBe(false);
    expect(countedByOneIndex({ category: brand, hasImage: true })).toBe(false);
    expect(countedByOneIndex({ q: 'kl', brand, status: '' })).toBe(true);
  });
});
