import { applyChanges, readSearch, toQueryParams } from './search-params';
import { pageWindow } from './pagination';

const query = (text: string) => new URLSearchParams(text);

describe('search params', () => {
  it('reads the filters and a valid page, ignoring blanks and nonsense', () => {
    expect(readSearch(query('q=+disco+&brand=&page=abc'))).toEqual({
      q: 'disco',
      page: 1,
      pageSize: 24,
    });
    expect(toQueryParams(readSearch(query('group=g1&page=3')))).toEqual({
      group: 'g1',
      page: 3,
      pageSize: 24,
    });
  });

  it('goes back to page 1 on a filter change and clears the narrower choices', () => {
    const current = query(
      'category=c1&group=g1&subgroup=s1&factory=f1&vehicle=Gol&year=2020&page=4',
    );
    expect(applyChanges(current, { category: 'c2' }).toString()).toBe(
      'category=c2&factory=f1&vehicle=Gol&year=2020',
    );
    expect(applyChanges(current, { vehicle: 'Polo' }).toString()).toBe(
      'category=c1&group=g1&subgroup=s1&factory=f1&vehicle=Polo',
    );
    // Choosing what is already chosen changes nothing but the page.
    expect(applyChanges(current, { group: 'g1', page: 5 }).get('subgroup')).toBe('s1');
    expect(applyChanges(current, { page: 5 }).get('page')).toBe('5');
  });

  it('shows the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 52)).toEqual([1, null, 5, 6, 7, null, 52]);
    expect(pageWindow(52, 52)).toEqual([1, null, 51, 52]);
  });
});
