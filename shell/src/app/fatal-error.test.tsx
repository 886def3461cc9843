import { render, screen } from '@testing-library/react';
import { RouterProvider } from '@catalogo/shared-ui';
import { AppProviders, createAppStore } from '@catalogo/shared-auth';
import { keepAcrossReload, takeReloadState } from '@catalogo/shared-ui';
import { browser } from '../federation/chunk-reload-guard';
import { createAppRouter } from './router';

// A real remote cannot load in jsdom (and none is on these pages).
jest.mock('../federation/remote-area', () => ({ RemoteArea: () => null }));

// A shell chunk that a deployment replaced: loading it fails as webpack's loader fails.
jest.mock('../features/errors/error-page', () => {
  const error = new Error('Loading chunk error-page failed.\n(missing: /error-page.1a2b3c4d.js)');
  error.name = 'ChunkLoadError';
  throw error;
});

function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>,
  );
}

let reload: jest.SpyInstance;
let errors: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = jest.fn();
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  reload.mockRestore();
  errors.mockRestore();
});

describe("a failed shell chunk (the router's error element)", () => {
  it('reloads the page once, with the kept state saved first, and shows no not-found screen', async () => {
    const stop = keepAcrossReload('test:typed', () => 'Pastilha de freio');
    const view = renderApp('/error/access-denied');
    expect(await screen.findByRole('progressbar', { name: 'Atualizando…' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/não encontrada/i)).not.toBeInTheDocument();
    expect(takeReloadState('test:typed')).toBe('Pastilha de freio');
    stop();
    view.unmount();

    // The page after the reload fails again within 10 s: no second reload, the error screen.
    renderApp('/error/access-denied');
    expect(await screen.findByText(/não encontrada/i)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('[shell] unhandled fatal error:', expect.any(Error));
  });
});
