import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  ArrowBackIcon,
  Box,
  Button,
  Divider,
  IconButton,
  RouterLink,
  Stack,
  TenantButton,
  TextField,
  Typography,
  formatNumber,
} from '@catalogo/shared-ui';
import { useTenantInfo } from '@catalogo/shared-auth';
import { SidePanel } from '../../common/side-panel';
import {
  clampQuantity,
  MAX_QUANTITY,
  removeFromCart,
  setCartQuantity,
  useCart,
} from '../../common/cart/cart-store';
import type { CartItem } from '../../common/cart/cart-store';
import { closeCart, useCartOpen } from '../../common/cart/cart-ui';
import { MissingImage, ProductImage } from '../../common/images/product-image';
import { productPath } from '../../app/paths';
import type { CreatedOrder } from './orders-api';
import { QuoteForm } from './quote-form';

type Step = 'items' | 'form' | 'done';

const itemsLabel = (count: number) =>
  count === 1 ? '1 produto' : `${formatNumber(count)} produtos`;

function CartLine({ item }: { item: CartItem }) {
  // The box may be empty while the visitor types; the cart keeps the last whole number.
  const [text, setText] = useState(String(item.quantity));
  const [shown, setShown] = useState(item.quantity);
  if (shown !== item.quantity && String(item.quantity) !== text) {
    setShown(item.quantity);
    setText(String(item.quantity));
  }
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: 1.5, py: 1.5 }}
    >
      {item.image ? (
        <ProductImage
          source={item.image}
          alt=""
          width={320}
          widths={[320]}
          quality={75}
          sizes="64px"
          sx={{ borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <MissingImage sx={{ borderRadius: 1 }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {item.code}
        </Typography>
        <Typography
          component={RouterLink}
          to={productPath(item.productId)}
          onClick={closeCart}
          sx={{ fontWeight: 600, color: 'text.primary', display: 'block' }}
        >
          {item.description}
        </Typography>
        {item.brand && (
          <Typography variant="body2" color="primary">
            {item.brand}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <TextField
            type="number"
            size="small"
            label="Quantidade"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const typed = Number.parseInt(event.target.value, 10);
              if (typed >= 1) {
                setShown(clampQuantity(typed));
                setCartQuantity(item.productId, typed);
              }
            }}
            onBlur={() => setText(String(item.quantity))}
            slotProps={{
              htmlInput: {
                min: 1,
                max: MAX_QUANTITY,
                'aria-label': `Quantidade de ${item.code}`,
              },
            }}
            sx={{ width: 120 }}
          />
          <Button size="small" color="inherit" onClick={() => removeFromCart(item.productId)}>
            Remover
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

/** The quote cart: its lines, then who asks, then the order's reference. */
export default function CartDrawer() {
  const open = useCartOpen();
  const { items } = useCart();
  const rules = useTenantInfo()?.companyRule as { allowOrders?: boolean } | null | undefined;
  const ordersAllowed = rules?.allowOrders !== false;
  const [step, setStep] = useState<Step>('items');
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [formStarted, setFormStarted] = useState(false);

  const close = () => {
    closeCart();
    if (step === 'done') setStep('items');
  };

  return (
    <SidePanel
      open={open}
      onClose={close}
      titleId="cart-title"
      title={step === 'form' ? 'Seus dados' : 'Pedido de orçamento'}
      start={
        step === 'form' && (
          <IconButton aria-label="Voltar aos produtos" onClick={() => setStep('items')}>
            <ArrowBackIcon />
          </IconButton>
        )
      }
    >
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2, py: 2 }}>
        {step === 'done' && order && (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              <AlertTitle>Pedido de orçamento nº {order.reference} enviado</AlertTitle>A empresa
              recebeu seu pedido e responderá pelo e-mail informado.
            </Alert>
            <TenantButton onClick={close}>Continuar no catálogo</TenantButton>
          </Stack>
        )}
        {/* Hidden, not unmounted, on the product list: going back keeps the typed data. */}
        {(step === 'form' || formStarted) && (
          <Box hidden={step !== 'form'}>
            <QuoteForm
              items={items}
              onSent={(created) => {
                setOrder(created);
                setFormStarted(false);
                setStep('done');
              }}
            />
          </Box>
        )}
        {step === 'items' &&
          (items.length === 0 ? (
            <Typography color="text.secondary">
              Seu pedido de orçamento está vazio. Abra um produto e escolha “Adicionar ao
              orçamento”.
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item, index) => (
                <Box key={item.productId}>
                  {index > 0 && <Divider component="div" />}
                  <CartLine item={item} />
                </Box>
              ))}
            </Box>
          ))}
      </Box>

      {step === 'items' && items.length > 0 && (
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {itemsLabel(items.length)} no pedido
          </Typography>
          {!ordersAllowed && (
            <Alert severity="info">
              Esta empresa não está recebendo pedidos de orçamento pelo catálogo no momento.
            </Alert>
          )}
          <TenantButton
            size="large"
            disabled={!ordersAllowed}
            onClick={() => {
              setStep('form');
              setFormStarted(true);
            }}
          >
            Solicitar orçamento
          </TenantButton>
        </Box>
      )}
    </SidePanel>
  );
}
