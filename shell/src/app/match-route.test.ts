import { matchRouteEntry } from './match-route';
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
