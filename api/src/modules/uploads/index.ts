export { writePlaceholderProductImage } from './placeholder-image';
export type { PlaceholderImage, PlaceholderOptions } from './placeholder-image';
export { createStorage, createLocalStorage, type ObjectStorage } from './storage';
export { tenantKey, isSafeKey } from './object-key';
