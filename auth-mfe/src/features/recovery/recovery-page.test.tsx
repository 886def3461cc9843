import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi } from '@catalogo/shared-auth/testing';
import { currentLocation, renderAuth } from '../../test/render';

const SENT = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';

describe('recovery page without a token', () => {
  it('shows the screen with its heading and title', async () => {
    renderAuth('/auth/recovery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recuperar acesso' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-remote="auth"][data-screen="recovery"]')).not.toBeNull();
    expect(document.title).toBe('Recuperar acesso | Demo Autopeças - Catálogo Eletrônico');
  });

  it('checks the e-mail, asks for a link and shows the answer', async () => {
    const { requests } = mockApi({
      'POST /auth/recovery': { status: 202, body: { message: SENT } },
    });
    const { user } = renderAuth('/auth/recovery');
    await user.click(await screen.findByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.com.br{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SENT);
    expect(requests[0]?.body).toEqual({ email: 'ana@demo.com.br' });
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it('shows an API error above the form', async () => {
    mockApi({
      'POST /auth/recovery': apiError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um pouco.'),
    });
    const { user } = renderAuth('/auth/recovery');
    await user.type(await screen.findByLabelText('E-mail'), 'ana@demo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde um pouco.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@demo.com.br');
  });
});

describe('recovery page with a token', () => {
  it('sets a new password and offers to sign in', async () => {
    const { requests } = mockApi({ 'POST /auth/recovery/reset': { body: { reset: true } } });
    const { user } = renderAuth('/auth/recovery?token=tok-123');
    const password = await screen.findByLabelText('Nova senha');
    await user.type(password, 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Senha redefinida. Você já pode entrar.',
    );
    expect(requests[0]?.body).toEqual({ token: 'tok-123', password: 'nova-senha-1' });
    await user.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(currentLocation()).toBe('/auth/login');
  });

  it('checks the length and the confirmation, with show and hide on each field', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderAuth('/auth/recovery?token=tok-123');
    const password = await screen.findByLabelText('Nova senha');
    await user.type(password, 'curta');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(
      await screen.findByText('A senha deve ter pelo menos 8 caracteres.'),
    ).toBeInTheDocument();
    expect(screen.getByText('As senhas não conferem.')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    const [showFirst] = screen.getAllByRole('button', { name: 'Mostrar senha' });
    await user.click(showFirst!);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['TOKEN_EXPIRED', 'Link expirado. Solicite um novo.'],
    ['TOKEN_INVALID', 'Link inválido ou já utilizado.'],
  ])('explains a %s link and links to a new request', async (code, message) => {
    mockApi({ 'POST /auth/recovery/reset': apiError(400, code, message) });
    const { user } = renderAuth('/auth/recovery?token=tok-old');
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);

    await user.click(screen.getByRole('link', { name: 'Solicitar um novo link' }));
    await waitFor(() => expect(currentLocation()).toBe('/auth/recovery'));
    expect(await screen.findByRole('button', { name: 'Enviar link' })).toBeInTheDocument();
  });

  it('puts a password the API refuses on its field', async () => {
    mockApi({
      'POST /auth/recovery/reset': apiError(
        400,
        'VALIDATION_ERROR',
        'Verifique os campos destacados.',
        [{ field: 'password', reason: 'Senha muito comum. Escolha outra.' }],
      ),
    });
    const { user } = renderAuth('/auth/recovery?token=tok-123');
    await user.type(await screen.findByLabelText('Nova senha'), '12345678');
    await user.type(screen.getByLabelText('Confirme a nova senha'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Senha muito comum. Escolha outra.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveFocus();
  });
});
