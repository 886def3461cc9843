import { matchRoutes } from '@catalogo/shared-ui';
import { matchRouteEntry, routeParamsValid } from './match-route';
import type { Access, LayoutKind, RouteOwner } from './route-table';
import { routeTable } from './route-table';

type Expected = [path: string, layout: LayoutKind, access: Access, owner: RouteOwner];

const catalog = { remote: 'catalog' } as const;
const auth = { remote: 'auth' } as const;
const commerce = { remote: 'commerce' } as const;
const portfolio = { remote: 'portfolio' } as const;
const settings = { remote: 'settings' } as const;

const productSections = [
  'ProductDetail',
  'ProductImage',
  'ProductInfo',
  'ProductMain',
  'ProductPack',
  'ProductRef',
  'ProductReview',
  'ProductTax',
];

const portfolioPaths = [
  '',
  '/brand',
  '/brand/form',
  '/brand/form/7',
  '/category-system/category',
  '/category-system/group',
  '/category-system/subgroup',
  '/description',
  '/description/form',
  '/description/form/5',
  '/factory',
  '/factory/form',
  '/factory/form/9',
  '/product',
  '/product/form',
  '/product/form/12',
  ...productSections.map((section) => `/product/form/template/${section}`),
  '/profile',
  '/vehicle',
  '/vehicle/form',
  '/vehicle/form/3',
].map((sub) => `/panel/portifolio${sub}`);

// Spec §2, path by path.
const expected: Expected[] = [
  ['/', 'catalog', 'public', catalog],
  ['/product/42', 'catalog', 'public', catalog],
  ['/auth/login', 'auth', 'guest', auth],
  ['/auth/register', 'auth', 'guest', auth],
  ['/auth/recovery', 'auth', 'guest', auth],
  ['/auth/email-confirm', 'auth', 'guest', auth],
  ['/error/access-denied', 'default', 'public', { shell: 'access-denied' }],
  ['/error/maintenance', 'default', 'public', { shell: 'maintenance' }],
  ['/error/unavailable', 'default', 'public', { shell: 'unavailable' }],
  ['/painel', 'default', 'public', { redirect: '/panel' }],
  ['/admin', 'default', 'public', { redirect: '/panel' }],
  ['/panel', 'panel', 'panel', { shell: 'dashboard' }],
  ['/panel/account', 'panel', 'panel', settings],
  ['/panel/alert/restrictedAccess', 'panel', 'alert', { shell: 'restricted-access' }],
  ...['orders', 'offer', 'price', 'promotion', 'report', 'message'].map((p): Expected => [
    `/panel/${p}`,
    'panel',
    'panel',
    commerce,
  ]),
  ...portfolioPaths.map((p): Expected => [p, 'panel', 'panel', portfolio]),
  ['/panel/setting', 'panel', 'panel', settings],
  ['/panel/setting/category-system', 'panel', 'panel', settings],
  ['/panel/setting/user', 'panel', 'panel', settings],
  ['/panel/setting/user/form', 'panel', 'panel', settings],
  ['/panel/setting/user/form/2', 'panel', 'panel', settings],
];

describe('matchRouteEntry', () => {
  it.each(expected)('%s → %s layout, %s access', (path, layout, access, owner) => {
    const entry = matchRouteEntry(path);
    expect(entry).not.toBeNull();
    expect(entry).toMatchObject({ layout, access, owner });
  });

  it('ranks a product-form section above the optional-id form route', () => {
    for (const section of productSections) {
      expect(matchRouteEntry(`/panel/portifolio/product/form/template/${section}`)?.path).toBe(
        `/panel/portifolio/product/form/template/${section}`,
      );
    }
    expect(matchRouteEntry('/panel/portifolio/product/form/12')?.path).toBe(
      '/panel/portifolio/product/form/:id?',
    );
  });

  it('ignores a trailing slash', () => {
    expect(matchRouteEntry('/panel/account/')?.owner).toEqual(settings);
  });

  it.each([
    '/nada',
    '/panel/nada',
    '/auth',
    '/error',
    '/product',
    '/panel/portfolio',
    '/panel/orders/1',
  ])('returns null for the unknown path %s', (path) => {
    expect(matchRouteEntry(path)).toBeNull();
  });

  it('lists every path once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('matchRouteEntry and routeParamsValid against React Router over the whole table', () => {
  // What React Router answers when it ranks all 50 routes: the reference the narrowed match
  // (only the routes of the path's first word) must always equal.
  const allRoutes = routeTable.map((entry, index) => ({ path: entry.path, id: String(index) }));
  const reference = (pathname: string) => {
    const match = matchRoutes(allRoutes, pathname)?.[0];
    return {
      entry: match ? routeTable[Number(match.route.id)]! : null,
      valid: match?.params.id === undefined || /^[A-Za-z0-9_-]{1,64}$/.test(match.params.id),
    };
  };
  const filled = routeTable.flatMap((entry) => {
    const withId = entry.path.replace(/:id\??/, 'abc-12');
    const withoutId = entry.path.replace(/\/:id\?/, '');
    return [withId, withoutId, `${withId}/`, withId.toUpperCase(), `${withId}/mais`];
  });
  const odd = [
    '',
    '/',
    '//',
    '//product/1',
    '/%70roduct/1',
    '/PRODUCT/1',
    '/product/%E0%A4%A',
    '/%E0%A4%A/x',
    '/product/a%2Fb',
    '/panel%2Fportifolio',
    '/product/' + 'x'.repeat(65),
    '/product/um id',
    '/nada',
    '/panel/nada/1',
    '/error/',
    '/painel/',
  ];

  it.each([...new Set([...filled, ...odd])])('%s', (pathname) => {
    const expected = reference(pathname);
    expect(matchRouteEntry(pathname)).toBe(expected.entry);
    expect(routeParamsValid(pathname)).toBe(expected.valid);
  });
});
