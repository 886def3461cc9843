import { categoryLevels, categoryPath } from './category-levels';

const settings = (status: boolean, category: boolean, group: boolean, subgroup: boolean) => ({
  status,
  metadata: [
    { level: 'category' as const, status: category },
    { level: 'group' as const, status: group },
    { level: 'subgroup' as const, status: subgroup },
  ],
});

describe('categoryLevels', () => {
  it('follows each level while the system is on', () => {
    expect(categoryLevels(settings(true, true, false, true))).toEqual({
      category: true,
      group: false,
      subgroup: true,
    });
  });

  it('turns every level off with the system', () => {
    expect(categoryLevels(settings(false, true, true, true))).toEqual({
      category: false,
      group: false,
      subgroup: false,
    });
  });

  it('takes a level missing from the settings as off, as the API does', () => {
    expect(
      categoryLevels({ status: true, metadata: [{ level: 'category', status: true }] }),
    ).toEqual({ category: true, group: false, subgroup: false });
  });

  it('hides nothing when the settings could not be loaded', () => {
    expect(categoryLevels(null)).toEqual({ category: true, group: true, subgroup: true });
  });
});

describe('categoryPath', () => {
  const product = { category: 'Freios', group: 'Pastilhas', subgroup: 'Dianteiras' };
  it('lists the levels that are on, widest first', () => {
    expect(categoryPath(product, { category: true, group: false, subgroup: true })).toEqual([
      'Freios',
      'Dianteiras',
    ]);
    expect(categoryPath({ ...product, group: null }, categoryLevels(null))).toEqual([
      'Freios',
      'Dianteiras',
    ]);
  });
});
