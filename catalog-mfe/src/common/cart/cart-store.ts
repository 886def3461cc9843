import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, subscribeToCart } from './cart-signal';

export { CART_STORAGE_KEY };

/** One product in the quote cart, with what the cart shows without asking the API again. */
export interface CartItem {
  productId: string;
  code: string;
  description: string;
  brand: string | null;
  image: string | null;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  /**
   * The Idempotency-Key of a quote request sent but not confirmed (a timeout, a lost answer),
   * with the request it belongs to: sending the same request again reuses it, so the API never
   * creates the order twice.
   */
  pending: { key: string; fingerprint: string } | null;
}

export const MAX_QUANTITY = 99_999;
export const MAX_CART_LINES = 200;

const EMPTY: CartState = { items: [], pending: null };

/** A whole quantity between 1 and MAX_QUANTITY. */
export const clampQuantity = (value: number) =>
  Math.min(MAX_QUANTITY, Math.max(1, Number.isFinite(value) ? Math.round(value) : 1));

function isItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item?.productId === 'string' &&
    typeof item.code === 'string' &&
    typeof item.description === 'string' &&
    typeof item.quantity === 'number'
  );
}

/** What the browser kept; anything damaged or foreign is dropped rather than trusted. */
export function parseCart(raw: string | null): CartState {
  if (!raw) return EMPTY;
  try {
    const data = JSON.parse(raw) as Partial<CartState>;
    const items = Array.isArray(data.items) ? data.items.filter(isItem) : [];
    const pending =
      typeof data.pending?.key === 'string' && typeof data.pending.fingerprint === 'string'
        ? data.pending
        : null;
    return {
      items: items.slice(0, MAX_CART_LINES).map((item) => ({
        productId: item.productId,
        code: item.code,
        description: item.description,
        brand: typeof item.brand === 'string' ? item.brand : null,
        image: typeof item.image === 'string' ? item.image : null,
        quantity: clampQuantity(item.quantity),
      })),
      pending,
    };
  } catch {
    return EMPTY;
  }
}

let cache: { raw: string | null; state: CartState } | null = null;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): the cart lives for this page only
  }
}

export function getCart(): CartState {
  const raw = readStorage();
  if (!cache || cache.raw !== raw) cache = { raw, state: parseCart(raw) };
  return cache.state;
}

function write(next: CartState) {
  const raw = JSON.stringify(next);
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
    cache = { raw, state: next };
  } catch {
    cache = { raw: readStorage(), state: next };
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** The quote cart, kept in this browser across reloads and shared by its tabs. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribeToCart, getCart, () => EMPTY);
}

/** Adds the product, or adds to its quantity when it is already in the cart. */
export function addToCart(item: Omit<CartItem, 'quantity'>, quantity = 1) {
  const { items, pending } = getCart();
  const existing = items.find((line) => line.productId === item.productId);
  const nextItems = existing
    ? items.map((line) =>
        line === existing ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
      )
    : [...items, { ...item, quantity: clampQuantity(quantity) }].slice(0, MAX_CART_LINES);
  write({ items: nextItems, pending });
}

export function setCartQuantity(productId: string, quantity: number) {
  const { items, pending } = getCart();
  write({
    items: items.map((line) =>
      line.productId === productId ? { ...line, quantity: clampQuantity(quantity) } : line,
    ),
    pending,
  });
}

export function removeFromCart(productId: string) {
  const { items, pending } = getCart();
  write({ items: items.filter((line) => line.productId !== productId), pending });
}

/** After the order is confirmed: an empty cart and no pending request. */
export function clearCart() {
  write(EMPTY);
}

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');

/**
 * The Idempotency-Key for sending this request: the pending one when the very same request was
 * sent before without an answer, a new one (remembered until the order is confirmed) otherwise.
 */
export function idempotencyKeyFor(request: unknown): string {
  const fingerprint = JSON.stringify(request);
  const { items, pending } = getCart();
  if (pending?.fingerprint === fingerprint) return pending.key;
  const key = newKey();
  write({ items, pending: { key, fingerprint } });
  return key;
}
