/**
 * @jest-environment-options {"url": "http://localhost:4200/auth/login"}
 */
import { screen, waitFor } from '@testing-library/react';
import { platformTenant } from '@catalogo/shared-auth/testing';
import { apiError, mockApi } from '@catalogo/shared-auth/testing';
import { currentLocation, renderAuth } from '../../test/render';
import { externalNavigation } from '../common/external-navigation';

const session = {
  user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'owner' },
  tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo Autopeças', situation: 'active' },
  permissions: [],
};

async function fillAndSubmit(
  user: ReturnType<typeof renderAuth>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page on a company host', () => {
  it('shows the screen with its heading, title and links', async () => {
    renderAuth('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="auth"][data-screen="login"]')).not.toBeNull();
    expect(document.title).toBe('Entrar | Demo Autopeças - Catálogo Eletrônico');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/auth/recovery',
    );
  });

  it('explains empty and invalid fields without calling the API and focuses the first', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderAuth('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe o e-mail.');

    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = renderAuth('/auth/login');
    const password = await screen.findByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the API message for wrong credentials', async () => {
    const { requests } = mockApi({
      'POST /auth/sign-in': apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.'),
    });
    const { user } = renderAuth('/auth/login');
    await fillAndSubmit(user, 'ana@demo.com.br', 'errada123');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(requests[0]?.body).toEqual({ email: 'ana@demo.com.br', password: 'errada123' });
    expect(requests[0]?.url.origin).toBe('http://demo.localhost:3333');
    expect(currentLocation()).toBe('/auth/login');
  });

  it('shows a pending button while signing in, then goes to the redirect path', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockApi({
      'POST /auth/sign-in': () => new Promise((resolve) => (answer = resolve)),
      'GET /auth/session': { body: session },
    });
    const { user } = renderAuth('/auth/login?redirect=%2Fpanel%2Forders%3Fpage%3D2');
    await fillAndSubmit(user, ' ana@demo.com.br ', 'segredo123');
    const button = screen.getByRole('button', { name: /Entrar/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer({ body: { token: 'access-1' } });
    await waitFor(() => expect(currentLocation()).toBe('/panel/orders?page=2'));
  });

  it('reaches the redirect path also when guarded as guest-only, as in the shell', async () => {
    mockApi({
      'POST /auth/sign-in': { body: { token: 'access-1' } },
      'GET /auth/session': { body: session },
    });
    const { user } = renderAuth('/auth/login?redirect=%2Fpanel%2Forders', { guestOnly: true });
    await fillAndSubmit(user, 'ana@demo.com.br', 'segredo123');
    await waitFor(() => expect(currentLocation()).toBe('/panel/orders'));
    // and stays there once every effect has run
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLocation()).toBe('/panel/orders');
  });

  it('never follows a redirect to another site', async () => {
    mockApi({
      'POST /auth/sign-in': { body: { token: 'access-1' } },
      'GET /auth/session': { body: session },
    });
    const { user } = renderAuth('/auth/login?redirect=https%3A%2F%2Fevil.example%2F');
    await fillAndSubmit(user, 'ana@demo.com.br', 'segredo123');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('offers to resend the confirmation to the typed e-mail when it is not confirmed', async () => {
    const { requests } = mockApi({
      'POST /auth/sign-in': apiError(
        403,
        'EMAIL_NOT_CONFIRMED',
        'Confirme o seu e-mail para entrar.',
      ),
      'POST /auth/email-confirm/resend': { body: { message: 'Enviamos um novo link.' } },
    });
    const { user } = renderAuth('/auth/login');
    await fillAndSubmit(user, 'ana@demo.com.br', 'segredo123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirme o seu e-mail para entrar.',
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText('Enviamos um novo link.')).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ email: 'ana@demo.com.br' });
  });

  it('puts field errors of a validation answer on the fields', async () => {
    mockApi({
      'POST /auth/sign-in': apiError(400, 'VALIDATION_ERROR', 'Dados inválidos.', [
        { field: 'email', reason: 'must match format "email"' },
      ]),
    });
    const { user } = renderAuth('/auth/login');
    await fillAndSubmit(user, 'ana@demo.com.br', 'segredo123');
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });
});

describe('login page on the platform host', () => {
  it("asks for the company's address and goes to its sign-in page", async () => {
    const go = jest.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    const { user } = renderAuth('/auth/login', { tenant: platformTenant });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    expect(screen.getByText('.localhost:4200')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar minha empresa' })).toHaveAttribute(
      'href',
      '/auth/register',
    );

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Informe o endereço da empresa.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço da empresa')).toHaveFocus();

    await user.type(screen.getByLabelText('Endereço da empresa'), 'Acme');
    expect(screen.getByLabelText('Endereço da empresa')).toHaveValue('acme');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://acme.localhost:4200/auth/login'));
    go.mockRestore();
  });
});
