import { screen } from '@testing-library/react';
import { renderWithProviders } from '@catalogo/shared-auth/testing';
import SettingsRoutes from './routes';
import { settingsScreens } from './screens';

const concrete = (path: string) => path.replace('/:id?', '/7');

describe('settings route tree', () => {
  it.each(settingsScreens.map((s) => [concrete(s.path), s.title]))(
    '%s shows "%s"',
    async (path, title) => {
      renderWithProviders(<SettingsRoutes />, { route: path });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('shows the not-found screen for an unknown settings path', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SettingsRoutes />, { route: '/panel/setting/nada' });
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Page not found: /panel/setting/nada');
    errors.mockRestore();
  });
});
