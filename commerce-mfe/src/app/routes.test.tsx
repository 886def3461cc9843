import { screen } from '@testing-library/react';
import { renderWithProviders } from '@catalogo/shared-auth/testing';
import CommerceRoutes from './routes';
import { commerceScreens } from './screens';

const concrete = (path: string) => path.replace('/:id?', '/7');

describe('commerce route tree', () => {
  it.each(commerceScreens.map((s) => [concrete(s.path), s.title]))(
    '%s shows "%s"',
    async (path, title) => {
      renderWithProviders(<CommerceRoutes />, { route: path });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('shows the not-found screen for an unknown commerce path', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<CommerceRoutes />, { route: '/panel/orders/nada' });
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Page not found: /panel/orders/nada');
    errors.mockRestore();
  });
});
