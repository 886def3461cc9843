import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, TenantButton, TextField } from '@catalogo/shared-ui';
import { applyFieldErrors, FormAlert, textFieldProps } from '@catalogo/shared-ui/forms';
import type { FieldMap } from '@catalogo/shared-ui/forms';
import { PersonFieldInputs } from '../../common/forms/person-fields-input';
import { toAuthError } from '@catalogo/shared-auth';
import { clearCart, idempotencyKeyFor } from '../../common/cart/cart-store';
import type { CartItem } from '../../common/cart/cart-store';
import { useCreateOrderMutation } from './orders-api';
import type { CreatedOrder, QuoteRequest } from './orders-api';
import { quoteSchema } from './quote-schema';
import type { QuoteInput, QuoteValues } from './quote-schema';

const apiFields: FieldMap<QuoteInput> = {
  'customer.name': { name: 'name', message: 'Nome inválido.' },
  'customer.company': { name: 'company', message: 'Empresa inválida.' },
  'customer.cnpj': { name: 'cnpj', message: 'CNPJ inválido.' },
  'customer.email': { name: 'email', message: 'E-mail inválido.' },
  'customer.phone': { name: 'phone', message: 'Telefone inválido.' },
  notes: { name: 'notes', message: 'Observações inválidas.' },
};

const toRequest = (values: QuoteValues, items: CartItem[]): QuoteRequest => ({
  customer: {
    name: values.name,
    company: values.company,
    cnpj: values.cnpj,
    email: values.email,
    phone: values.phone,
  },
  lines: items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
  notes: values.notes,
});

/**
 * The API's problems with cart lines ('lines.2.productId': discontinued, no longer in the
 * catalogue, repeated), named by the product's code so the visitor knows which one to remove.
 */
export function lineProblems(
  fields: readonly { field: string; reason: string }[],
  items: readonly CartItem[],
): string[] {
  return fields.flatMap(({ field, reason }) => {
    const index = /^lines\.(\d+)/.exec(field)?.[1];
    if (index === undefined) return field === 'lines' ? [reason] : [];
    const item = items[Number(index)];
    return [item ? `${item.code}: ${reason}` : reason];
  });
}

/** Who asks for the quote; sends the cart's lines and reports the created order. */
export function QuoteForm(props: { items: CartItem[]; onSent: (order: CreatedOrder) => void }) {
  const [createOrder] = useCreateOrderMutation();
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteInput, unknown, QuoteValues>({
    resolver: zodResolver(quoteSchema),
    defaultValues: { name: '', company: '', cnpj: '', email: '', phone: '', notes: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const request = toRequest(values, props.items);
    try {
      const order = await createOrder({
        request,
        idempotencyKey: idempotencyKeyFor(request),
      }).unwrap();
      clearCart();
      props.onSent(order);
    } catch (caught) {
      const error = toAuthError(caught);
      // Nothing typed is lost: the form keeps its values and the cart its lines.
      if (!applyFieldErrors(error.fields, setError, apiFields).allMapped) {
        setFailure({ message: error.message, lines: lineProblems(error.fields, props.items) });
      }
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Seus dados">
      <FormAlert message={failure?.message}>
        {failure && failure.lines.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {failure.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
      </FormAlert>
      <PersonFieldInputs register={register} errors={errors} />
      <TextField
        {...textFieldProps(register('company'), errors.company)}
        label="Empresa"
        autoComplete="organization"
        fullWidth
      />
      <TextField
        {...textFieldProps(register('cnpj'), errors.cnpj)}
        label="CNPJ"
        inputMode="numeric"
        fullWidth
      />
      <TextField
        {...textFieldProps(register('notes'), errors.notes)}
        label="Observações"
        multiline
        minRows={3}
        fullWidth
      />
      <TenantButton type="submit" size="large" fullWidth pending={isSubmitting}>
        Enviar pedido de orçamento
      </TenantButton>
    </Stack>
  );
}
