import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, renderWithProviders } from '../testing';
import type { SessionData } from '../session/session-slice';
import { EmailConfirmBanner } from './email-confirm-banner';

const owner = (emailConfirmed: boolean | undefined): SessionData => ({
  user: { id: 'u1', name: 'Ana', email: 'ana@acme.com.br', role: 'owner', emailConfirmed },
  tenant: { id: 't1', uriName: 'acme', commercialName: 'Acme', situation: 'trial' },
  permissions: ['panel:read'],
});

describe('the e-mail confirmation banner', () => {
  it('asks an owner signed in by the sign-up to confirm, and sends the link again', async () => {
    const { requests } = mockApi({
      'POST /auth/email-confirm/resend': [
        { status: 202, body: { message: 'Se o e-mail estiver cadastrado…' } },
        apiError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um pouco.'),
      ],
    });
    renderWithProviders(<EmailConfirmBanner />, { session: owner(false) });
    const banner = await screen.findByTestId('email-confirm-banner');
    expect(within(banner).getByText('Confirme seu e-mail')).toBeInTheDocument();
    expect(banner).toHaveTextContent(
      'Enviamos um link de confirmação para ana@acme.com.br. Até a confirmação, o catálogo da empresa fica fora do ar',
    );

    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'Reenviar link' }));
    expect(await within(banner).findByRole('status')).toHaveTextContent(
      'Enviamos um novo link para ana@acme.com.br.',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ email: 'ana@acme.com.br' });
    expect(requests[0]?.url.href).toBe('http://demo.localhost:3333/auth/email-confirm/resend');

    // The API's own reason when it refuses.
    await user.click(within(banner).getByRole('button', { name: 'Reenviar link' }));
    expect(
      await within(banner).findByText('Muitas tentativas. Aguarde um pouco.'),
    ).toBeInTheDocument();
  });

  it('is not there once the e-mail is confirmed, nor for a session that does not say', async () => {
    for (const confirmed of [true, undefined]) {
      const { unmount } = renderWithProviders(
        <>
          <EmailConfirmBanner />
          <p>Painel</p>
        </>,
        { session: owner(confirmed) },
      );
      await screen.findByText('Painel');
      expect(screen.queryByTestId('email-confirm-banner')).not.toBeInTheDocument();
      unmount();
    }
  });
});
