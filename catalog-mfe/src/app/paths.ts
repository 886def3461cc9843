export const catalogPaths = {
  home: '/',
  product: '/product/:id',
} as const;
