import {
  addToCart,
  CART_STORAGE_KEY,
  clearCart,
  getCart,
  idempotencyKeyFor,
  MAX_QUANTITY,
  parseCart,
} from './cart-store';

const item = {
  productId: 'p1',
  code: 'PF-1',
  description: 'PASTILHA',
  brand: 'Bosch',
  image: null,
};

afterEach(() => window.localStorage.clear());

describe('quote cart store', () => {
  it('adds to the quantity of a product already in the cart, within the limits', () => {
    addToCart(item, 2);
    addToCart(item, 3);
    expect(getCart().items).toEqual([{ ...item, quantity: 5 }]);
    addToCart(item, 10 ** 9);
    expect(getCart().items[0]!.quantity).toBe(MAX_QUANTITY);
  });

  it('drops damaged or foreign storage instead of trusting it', () => {
    expect(parseCart('{not json')).toEqual({ items: [], pending: null });
    expect(parseCart(JSON.stringify({ items: [{ productId: 1 }, 'x', null] }))).toEqual({
      items: [],
      pending: null,
    });
    expect(
      parseCart(JSON.stringify({ items: [{ ...item, quantity: -4, brand: 7 }], pending: 'k' })),
    ).toEqual({ items: [{ ...item, brand: null, quantity: 1 }], pending: null });
  });

  it('reuses the Idempotency-Key for the same request until the cart is cleared', () => {
    addToCart(item);
    const request = { lines: [{ productId: 'p1', quantity: 1 }] };
    const key = idempotencyKeyFor(request);
    expect(idempotencyKeyFor({ ...request })).toBe(key);
    // Kept across a reload.
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).pending.key).toBe(key);
    // A different request is a different order.
    expect(idempotencyKeyFor({ lines: [{ productId: 'p1', quantity: 2 }] })).not.toBe(key);
    clearCart();
    expect(getCart()).toEqual({ items: [], pending: null });
  });
});
