import { baseApi } from '@catalogo/shared-auth';

export interface QuoteCustomer {
  name: string;
  company?: string;
  cnpj?: string;
  email: string;
  phone?: string;
}

export interface QuoteRequest {
  customer: QuoteCustomer;
  lines: { productId: string; quantity: number }[];
  notes?: string;
}

export interface CreatedOrder {
  id: string;
  /** Random (XXXX-XXXX), what the visitor quotes; the company's order number stays internal. */
  reference: string;
  status: string;
  createdAt: string;
  lines: {
    productId: string;
    code: string;
    description: string;
    quantity: number;
    unitPrice: number | null;
  }[];
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The key makes a retry (lost answer, double click) return the same order, never a second.
    createOrder: build.mutation<CreatedOrder, { request: QuoteRequest; idempotencyKey: string }>({
      query: ({ request, idempotencyKey }) => ({
        url: '/catalog-public/orders',
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateOrderMutation } = ordersApi;
