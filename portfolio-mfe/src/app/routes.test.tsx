import { screen } from '@testing-library/react';
import { renderWithProviders } from '@catalogo/shared-auth/testing';
import PortfolioRoutes from './routes';
import { portfolioScreens } from './screens';

const concrete = (path: string) => path.replace('/:id?', '/7');

describe('portfolio route tree', () => {
  it.each(portfolioScreens.map((s) => [concrete(s.path), s.title]))(
    '%s shows "%s"',
    async (path, title) => {
      renderWithProviders(<PortfolioRoutes />, { route: path });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('shows the not-found screen for an unknown portfolio path', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PortfolioRoutes />, { route: '/panel/portifolio/nada' });
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Page not found: /panel/portifolio/nada');
    errors.mockRestore();
  });
});
