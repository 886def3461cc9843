import { screen } from '@testing-library/react';
import { renderWithProviders } from '@catalogo/shared-auth/testing';
import { featureRoutes } from './feature-routes';
import PortfolioRoutes from './routes';
import { portfolioScreens } from './screens';

const concrete = (path: string) => path.replace('/:id?', '/7');

describe('portfolio route tree', () => {
  it.each(portfolioScreens.map((s) => [concrete(s.path), s.title, s.screen]))(
    '%s shows "%s"',
    async (path, title, key) => {
      renderWithProviders(<PortfolioRoutes />, { route: path });
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      // the journeys find a screen by its remote and key
      const frame = heading.closest('[data-screen]');
      expect(frame).toHaveAttribute('data-remote', 'portfolio');
      expect(frame).toHaveAttribute('data-screen', key);
      // a built screen is the feature's page, the others their placeholder
      const placeholder = screen.queryByText('Esta tela ainda está em construção.');
      if (featureRoutes[key]) expect(placeholder).not.toBeInTheDocument();
      else expect(placeholder).toBeInTheDocument();
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
