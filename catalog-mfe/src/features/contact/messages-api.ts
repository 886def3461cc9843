import { baseApi } from '@catalogo/shared-auth';

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  body: string;
  productId?: string;
}

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<{ id: string; createdAt: string }, ContactMessage>({
      query: (body) => ({ url: '/catalog-public/messages', method: 'POST', body }),
    }),
  }),
});

export const { useSendMessageMutation } = messagesApi;
