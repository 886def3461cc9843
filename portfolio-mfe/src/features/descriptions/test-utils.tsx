// Helpers for this feature's component tests.
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { CategorySettings } from '@catalogo/shared-auth';
import { demoTenant, renderWithProviders } from '@catalogo/shared-auth/testing';
import type { RecordedRequest } from '@catalogo/shared-auth/testing';

const editor = {
  user: { id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'editor' },
  tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo Autopeças', situation: 'active' },
  permissions: ['panel:read', 'portfolio:write'],
};

/** `ui` at `route`, signed in as an editor of the demo tenant. */
export function renderScreen(
  ui: ReactElement,
  { route, settings = null }: { route: string; settings?: CategorySettings | null },
) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(ui, {
    route,
    session: editor,
    tenant: { ...demoTenant, categorySettings: settings },
  });
  return { user, ...rendered };
}

export const page = (items: object[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25 },
});

export const requestsTo = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.url.pathname === path);
