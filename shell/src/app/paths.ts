/** Every path of the spec's §2, in one place. */
export const paths = {
  home: '/',
  product: '/product/:id',
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    recovery: '/auth/recovery',
    emailConfirm: '/auth/email-confirm',
  },
  error: {
    accessDenied: '/error/access-denied',
    maintenance: '/error/maintenance',
    unavailable: '/error/unavailable',
  },
  legacyPanel: ['/painel', '/admin'],
  panel: {
    root: '/panel',
    account: '/panel/account',
    restrictedAccess: '/panel/alert/restrictedAccess',
    commerce: ['message', 'offer', 'orders', 'price', 'promotion', 'report'].map(
      (p) => `/panel/${p}`,
    ),
    portfolio: '/panel/portifolio',
    setting: '/panel/setting',
  },
} as const;

export const portfolioSubpaths = [
  '',
  'brand',
  'brand/form/:id?',
  'category-system/category',
  'category-system/group',
  'category-system/subgroup',
  // Not in the spec's list: the three levels' forms (the spec names only their lists).
  'category-system/category/form/:id?',
  'category-system/group/form/:id?',
  'category-system/subgroup/form/:id?',
  'description',
  'description/form/:id?',
  'factory',
  'factory/form/:id?',
  'product',
  'product/form/:id?',
  ...[
    'ProductDetail',
    'ProductImage',
    'ProductInfo',
    'ProductMain',
    'ProductPack',
    'ProductRef',
    'ProductReview',
    'ProductTax',
  ].map((section) => `product/form/template/${section}`),
  'profile',
  'vehicle',
  'vehicle/form/:id?',
] as const;

export const settingSubpaths = ['', 'category-system', 'user', 'user/form/:id?'] as const;
