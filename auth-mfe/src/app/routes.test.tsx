import { screen } from '@testing-library/react';
import { renderAuth } from '../test/render';

describe('auth route tree', () => {
  it.each([
    ['/auth/login', 'login', 'Entrar'],
    ['/auth/register', 'register', 'Cadastrar empresa'],
    ['/auth/recovery', 'recovery', 'Recuperar acesso'],
    ['/auth/email-confirm', 'email-confirm', 'Confirmar e-mail'],
  ])('renders %s as the %s screen', async (path, name, title) => {
    renderAuth(path);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(heading.closest('[data-remote="auth"]')).toHaveAttribute('data-screen', name);
  });

  it('shows the not-found screen for an unknown path under /auth', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAuth('/auth/nope');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    errors.mockRestore();
  });
});
