import { lazy, Suspense } from 'react';
import { useCartHasItems } from '../../common/cart/cart-signal';
import { useCartOpen } from '../../common/cart/cart-ui';

// The button and its panel load only once the visitor has a cart: the first page of a new
// visitor (the catalogue's weight budget) does not carry them.
const CartButton = lazy(() =>
  import('./cart-button').then((module) => ({ default: module.CartButton })),
);

/** Shows the quote cart's button when the cart has products or has been opened. */
export function CartLauncher() {
  const hasItems = useCartHasItems();
  const open = useCartOpen();
  if (!hasItems && !open) return null;
  return (
    <Suspense fallback={null}>
      <CartButton />
    </Suspense>
  );
}
