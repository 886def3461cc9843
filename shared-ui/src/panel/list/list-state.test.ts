import { parseListState, serializeListState, toListParams } from './list-state';

const defaults = { pageSize: 25, sort: 'name:asc', filterNames: ['active', 'kind'] };

describe('list state in the URL', () => {
  it('reads the page, size, sort, search, declared filters and columns', () => {
    const state = parseListState(
      '?q=%20bosch%20&page=3&pageSize=50&sort=code:desc&active=true&other=x&cols=code,name',
      defaults,
    );
    expect(state).toEqual({
      q: 'bosch',
      page: 3,
      pageSize: 50,
      sort: 'code:desc',
      filters: { active: 'true' },
      cols: ['code', 'name'],
    });
    expect(toListParams(state)).toEqual({
      q: 'bosch',
      page: 3,
      pageSize: 50,
      sort: 'code:desc',
      active: 'true',
    });
  });

  it('falls back to the defaults for values the API would refuse', () => {
    expect(parseListState('?page=0&pageSize=1000&sort=name;drop', defaults)).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: 'name:asc',
      cols: null,
    });
    expect(parseListState('?page=2.5', defaults).page).toBe(1);
  });

  it('writes only what differs from the defaults, so a fresh list has a bare URL', () => {
    const fresh = parseListState('', defaults);
    expect(serializeListState(fresh, defaults)).toBe('');
    expect(
      serializeListState({ ...fresh, q: 'ngk', page: 2, filters: { kind: 'own' } }, defaults),
    ).toBe('q=ngk&page=2&kind=own');
  });
});
