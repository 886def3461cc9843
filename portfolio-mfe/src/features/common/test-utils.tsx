// Helpers for the portfolio's component tests.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@catalogo/shared-ui';
import type { Permission } from '@catalogo/shared-auth';
import { renderWithProviders } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';

export const OWNER: Permission[] = ['panel:read', 'portfolio:write', 'profile:manage'];
export const EDITOR: Permission[] = ['panel:read', 'portfolio:write'];
export const VIEWER: Permission[] = ['panel:read'];

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** `ui` at `route` with the real store and a data router, signed in with `permissions`. */
export function renderPanel(
  ui: ReactElement,
  { route = '/', permissions = EDITOR }: { route?: string; permissions?: Permission[] } = {},
) {
  // A person can pick any file in the system's dialog, whatever `accept` says.
  const user = userEvent.setup({ applyAccept: false });
  const session = {
    user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'editor' },
    tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo Autopeças', situation: 'active' },
    permissions,
  };
  const rendered = renderWithProviders(
    <>
      {ui}
      <CurrentLocation />
    </>,
    { route, session },
  );
  return { user, ...rendered };
}

/** Where the router is now, path and query. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';

/** The requests of one method to one path. */
export const callsTo = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.url.pathname === path);

/** A page of a panel list, as the API answers it. */
export const page = (items: object[], total = items.length) => ({
  body: { items, total, page: 1, pageSize: 25 },
});

/**
 * The grid row that shows `text`, once the list has arrived. The first list of a test file waits
 * for the Data Grid's chunk to be compiled, which takes seconds on a busy machine.
 */
export async function findRow(text: string) {
  const cell = await screen.findByText(text, {}, { timeout: 20_000 });
  return cell.closest<HTMLElement>('[role="row"]')!;
}
