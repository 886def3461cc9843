import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi } from '@catalogo/shared-auth/testing';
import { currentLocation, renderAuth } from '../../test/render';

const RESENT = 'Se o e-mail estiver cadastrado e não confirmado, enviaremos um novo link.';

const unconfirmedOwner = (emailConfirmed: boolean) => ({
  user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'owner', emailConfirmed },
  tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo', situation: 'trial' },
  permissions: ['panel:read'],
});

describe('email-confirm page', () => {
  it('confirms the link of an owner the sign-up signed in, and reloads the session', async () => {
    const { requests } = mockApi({
      'POST /auth/email-confirm': { body: { confirmed: true, email: 'ana@demo.com.br' } },
      'GET /auth/session': { body: unconfirmedOwner(true) },
    });
    // As the shell mounts the page: guest-only, yet a confirmation link is not sent away.
    const { user, store } = renderAuth('/auth/email-confirm?token=tok-9', {
      guestOnly: true,
      session: unconfirmedOwner(false),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail confirmado!');
    await waitFor(() => expect(store.getState().session.data?.user.emailConfirmed).toBe(true));
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /auth/email-confirm',
      'GET /auth/session',
    ]);
    await user.click(screen.getByRole('link', { name: 'Ir para o painel' }));
    await waitFor(() => expect(currentLocation()).toBe('/panel'));
  });

  it('sends a signed-in user without a link away (spec §2)', async () => {
    mockApi({});
    renderAuth('/auth/email-confirm', { guestOnly: true, session: unconfirmedOwner(false) });
    await waitFor(() => expect(currentLocation()).toBe('/panel'));
  });

  it('confirms the token once, even under StrictMode, and offers to sign in', async () => {
    const { requests } = mockApi({
      'POST /auth/email-confirm': { body: { confirmed: true, email: 'ana@demo.com.br' } },
    });
    const { user } = renderAuth('/auth/email-confirm?token=tok-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmar e-mail' }),
    ).toBeInTheDocument();
    expect(
      document.querySelector('[data-remote="auth"][data-screen="email-confirm"]'),
    ).not.toBeNull();

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail confirmado!');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ token: 'tok-123' });
    expect(document.title).toBe('Confirmar e-mail | Demo Autopeças - Catálogo Eletrônico');

    await user.click(screen.getByRole('link', { name: 'Entrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/auth/login'));
  });

  it('explains an expired link and sends a new one', async () => {
    const { requests } = mockApi({
      'POST /auth/email-confirm': apiError(
        400,
        'TOKEN_EXPIRED',
        'Link expirado. Solicite um novo.',
      ),
      'POST /auth/email-confirm/resend': { status: 202, body: { message: RESENT } },
    });
    const { user } = renderAuth('/auth/email-confirm?token=tok-old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expirado. Solicite um novo.');

    await user.click(screen.getByRole('button', { name: 'Reenviar link de confirmação' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.com.br{Enter}');
    expect(await screen.findByText(RESENT)).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/auth/email-confirm',
      '/auth/email-confirm/resend',
    ]);
    expect(requests[1]?.body).toEqual({ email: 'ana@demo.com.br' });
  });

  it('without a token asks to open the link and offers to resend it', async () => {
    const { requests } = mockApi({
      'POST /auth/email-confirm/resend': { status: 202, body: { message: RESENT } },
    });
    const { user } = renderAuth('/auth/email-confirm');
    expect(await screen.findByText('Abra o link enviado para o seu e-mail.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.com.br');
    await user.click(screen.getByRole('button', { name: 'Reenviar link de confirmação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESENT);
    expect(requests).toHaveLength(1);
  });

  it('says so when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderAuth('/auth/email-confirm?token=tok-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível falar com o servidor.',
    );
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});
