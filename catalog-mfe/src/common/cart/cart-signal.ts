import { useSyncExternalStore } from 'react';

// The little the first page needs to know about the quote cart: whether it has products. The
// cart itself (cart-store.ts) loads with the cart's button, product page or panel.

export const CART_STORAGE_KEY = 'catalogo.quoteCart.v1';
/** Sent on this window when the cart is written here (other tabs get a 'storage' event). */
export const CART_CHANGED_EVENT = 'catalogo:cart-changed';

function hasItems(): boolean {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    const items = raw ? (JSON.parse(raw) as { items?: unknown }).items : null;
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}

/** Calls `listener` when the cart changes in this window or in another tab. */
export function subscribeToCart(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, listener);
  };
}

/** Whether the quote cart has products, kept current across this window and its other tabs. */
export function useCartHasItems(): boolean {
  return useSyncExternalStore(subscribeToCart, hasItems, () => false);
}
