export const catalogPaths = {
  home: '/',
  product: '/product/:id',
} as const;

export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;
