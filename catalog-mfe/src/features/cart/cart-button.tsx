import { lazy, Suspense, useState } from 'react';
import { Box, ShoppingCartIcon } from '@catalogo/shared-ui';
import { useCart } from '../../common/cart/cart-store';
import { openCart, useCartOpen } from '../../common/cart/cart-ui';

// The panel and its form load on first use: the catalogue's first page has a weight budget.
const CartDrawer = lazy(() => import('./cart-drawer'));

/** The quote cart's button, floating over the catalogue while the cart has products. */
export function CartButton() {
  const { items } = useCart();
  const open = useCartOpen();
  const count = items.length;
  // Once opened it stays mounted (closed): what the visitor typed in the form survives a close.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  return (
    <>
      {count > 0 && (
        <Box
          component="button"
          type="button"
          onClick={openCart}
          aria-label={`Pedido de orçamento: ${count} ${count === 1 ? 'produto' : 'produtos'}`}
          sx={{
            position: 'fixed',
            right: { xs: 16, md: 24 },
            bottom: { xs: 16, md: 24 },
            zIndex: 'speedDial',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 2.5,
            py: 1.5,
            border: 0,
            borderRadius: 99,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            font: 'inherit',
            fontWeight: 700,
            boxShadow: 6,
            cursor: 'pointer',
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'primary.dark',
              outlineOffset: 2,
            },
          }}
        >
          <ShoppingCartIcon aria-hidden />
          Orçamento
          <Box
            component="span"
            aria-hidden
            sx={{
              minWidth: 24,
              px: 0.75,
              borderRadius: 99,
              bgcolor: 'background.paper',
              color: 'primary.main',
              fontSize: '0.8125rem',
              textAlign: 'center',
            }}
          >
            {count}
          </Box>
        </Box>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}
