import { sql } from 'drizzle-orm';
import { tenantId } from '../../../test/helpers/auth';
import { generateTestCatalogues } from '../../../test/helpers/catalogue';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { queryRows } from './query-rows';

// Spec §3, §4 (issue 17, item 6): the public answers follow the category settings stored for the
// tenant. The settings are set on the database, and the search cache is told, as a panel write
// of the settings tells it (a catalogue change).
const DEMO = 'demo.localhost:3333';

interface Levels {
  status: boolean;
  category: boolean;
  group: boolean;
  subgroup: boolean;
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: (app) => generateTestCatalogues(app) });
  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { host: DEMO } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const setLevels = async (levels: Levels) => {
    const demo = await tenantId(ctx.app, 'demo');
    await ctx.app.db.execute(sql`update category_settings set status = ${levels.status},
      category_status = ${levels.category}, group_status = ${levels.group},
      subgroup_status = ${levels.subgroup} where tenant_id = ${demo}`);
    ctx.app.searchCache.invalidateCatalog(demo);
  };
  /** The facets of a plain search, a product with every level filled, and its detail. */
  const answers = async () => {
    const demo = await tenantId(ctx.app, 'demo');
    const [row] = await queryRows<{ id: string }>(
      ctx.app.db,
      sql`select id from products where tenant_id = ${demo} and status = 'published'
        and category_id is not null and group_id is not null and subgroup_id is not null
        order by code limit 1`,
    );
    const search = await get('/catalog-public/products?pageSize=1');
    const detail = await get(`/catalog-public/products/${row!.id}`);
    return {
      facets: Object.keys(search.facets as object).sort(),
      path: [detail.category, detail.group, detail.subgroup].map((level) => level !== null),
    };
  };
  const ALL_ON = { status: true, category: true, group: true, subgroup: true };
  afterEach(() => setLevels(ALL_ON));

  describe('public answers and the category settings', () => {
    it('has every level with the system and the levels on', async () => {
      await setLevels(ALL_ON);
      expect(await answers()).toEqual({
        facets: ['brand', 'category', 'factory', 'group', 'subgroup'],
        path: [true, true, true],
      });
    });

    it('has no category facet and no category path with the system off', async () => {
      await setLevels({ ...ALL_ON, status: false });
      expect(await answers()).toEqual({
        facets: ['brand', 'factory'],
        path: [false, false, false],
      });
    });

    it('leaves out a level that is off, facet and product page alike', async () => {
      await setLevels({ ...ALL_ON, category: false });
      expect(await answers()).toEqual({
        facets: ['brand', 'factory', 'group', 'subgroup'],
        path: [false, true, true],
      });
    });

    it.each([
      ['group', [true, false, true]],
      ['subgroup', [true, true, false]],
    ] as const)('leaves out the %s level when it alone is off', async (level, path) => {
      await setLevels({ ...ALL_ON, [level]: false });
      const got = await answers();
      expect(got.path).toEqual(path);
      expect(got.facets).not.toContain(level);
    });
  });
});
