// Build-time settings (webpack DefinePlugin; Nx declares them as cache inputs).
export const runtimeConfig = {
  apiAddress: process.env.API_ADDRESS || 'localhost:3333',
  productKey: process.env.PRODUCT_KEY || 'catalogo',
} as const;
