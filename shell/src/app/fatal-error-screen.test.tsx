import { render, screen } from '@testing-library/react';
import { RouterProvider } from '@catalogo/shared-ui';
import { AppProviders, createAppStore } from '@catalogo/shared-auth';
import { createAppRouter } from './router';

// The app's root fails while rendering: an error nothing below the router handles.
jest.mock('./app-root', () => ({
  AppRoot: () => {
    throw new Error('boom');
  },
}));

it('shows the not-found screen for an unhandled fatal error, and logs it (spec §8)', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.pushState(null, '', '/panel/orders');
  render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>,
  );
  expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  expect(screen.getByText('A página não foi encontrada ou não existe.')).toBeInTheDocument();
  expect(errors).toHaveBeenCalledWith(
    '[shell] unhandled fatal error:',
    expect.objectContaining({ message: 'boom' }),
  );
  // The screen's 'Voltar' (one step back) is there; the journeys click it (shell-routes.spec).
  expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  errors.mockRestore();
});
