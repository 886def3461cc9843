import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadLazy, useLocation, useNavigate } from '@catalogo/shared-ui';
import { renderWithProviders } from '@catalogo/shared-auth/testing';
import type { TenantState } from '@catalogo/shared-auth';
import { HOME_PAGE_CHUNK, PRODUCT_PAGE_CHUNK } from '../app/route-payload-gate';
import CatalogRoutes from '../app/routes';

// The pages' code is loaded before a file's tests, as the shell loads a server-rendered page's
// code before it hydrates. Compiling a lazy page on its first use is slow on a busy machine, and
// a test typing meanwhile saw its pauses stretched: the suggestions' debounce fired mid-word.
beforeAll(() => preloadLazy([HOME_PAGE_CHUNK, PRODUCT_PAGE_CHUNK]));

function CurrentLocation() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <div hidden>
      <span data-testid="location">{`${pathname}${search}`}</span>
      <button type="button" onClick={() => void navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        history forward
      </button>
    </div>
  );
}

/** The remote's route tree at `route`, with the real store and router, as the shell mounts it. */
export function renderCatalog(route: string, options: { tenant?: TenantState } = {}) {
  const user = userEvent.setup();
  const result = renderWithProviders(
    <>
      <CatalogRoutes />
      <CurrentLocation />
    </>,
    { route, tenant: options.tenant },
  );
  return { user, ...result };
}

/** Where the router is now, path and query. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** The browser's back and forward buttons. */
export const historyBack = () =>
  screen.getByRole('button', { name: 'history back', hidden: true }).click();
export const historyForward = () =>
  screen.getByRole('button', { name: 'history forward', hidden: true }).click();
