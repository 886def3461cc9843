import type { Db } from '../../db/client';
import { hasPrefix, SearchDictionaries } from './search-dictionary';

/** A database stand-in answering the dictionary's one query with `complements`. */
function fakeDb(complements: () => string[]) {
  let calls = 0;
  const db = {
    execute: async () => {
      calls++;
      return {
        rows: [
          {
            counts: complements().map((c) => ({ d: null, b: null, c, n: 2 })),
            descriptions: [],
            brands: [],
            factories: [],
            models: [],
          },
        ],
      };
    },
  } as unknown as Db;
  return { db, calls: () => calls };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SearchDictionaries', () => {
  it('keeps a tenant dictionary until the catalogue version moves, then reloads it in the background', async () => {
    let words = ['dianteira'];
    let version = 1;
    let now = 0;
    const { db, calls } = fakeDb(() => words);
    const dictionaries = new SearchDictionaries(
      db,
      () => version,
      5_000,
      () => now,
    );

    const first = await dictionaries.get('t1');
    expect(first.terms).toEqual(['dianteira']);
    await dictionaries.get('t1');
    expect(calls()).toBe(1);

    // A catalogue change: the old dictionary answers while the new one loads (after 5 s).
    words = ['dianteira', 'reforcado'];
    version = 2;
    now = 5_000;
    expect((await dictionaries.get('t1')).terms).toEqual(['dianteira']);
    await tick();
    await tick();
    const fresh = await dictionaries.get('t1');
    expect(fresh.terms).toEqual(['dianteira', 'reforcado']);
    expect(calls()).toBe(2);
    expect(hasPrefix(fresh, 'refor')).toBe(true);
    expect(hasPrefix(fresh, 'tras')).toBe(false);
  });

  it('loads each tenant once even when asked twice at the same time', async () => {
    const { db, calls } = fakeDb(() => ['par']);
    const dictionaries = new SearchDictionaries(db, () => 1);
    const [a, b] = await Promise.all([dictionaries.get('t1'), dictionaries.get('t1')]);
    expect(a).toBe(b);
    expect(calls()).toBe(1);
    await dictionaries.get('t2');
    expect(calls()).toBe(2);
  });
});
