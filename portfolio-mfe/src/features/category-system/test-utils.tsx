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

/** Category settings with the levels given as off. */
export function settingsWith(
  off: ('category' | 'group' | 'subgroup')[],
  status = true,
): CategorySettings {
  return {
    status,
    metadata: (['category', 'group', 'subgroup'] as const).map((level) => ({
      level,
      status: !off.includes(level),
    })),
  };
}

/** `ui` at `route`, signed in as an editor of the demo tenant, with these category settings. */
export function renderScreen(
  ui: ReactElement,
  { route, settings = settingsWith([]) }: { route: string; settings?: CategorySettings },
) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(ui, {
    route,
    session: editor,
    tenant: { ...demoTenant, categorySettings: settings },
  });
  return { user, ...rendered };
}

/** A list answer (DESIGN §8.1). */
export const page = (items: object[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25 },
});

export const requestsTo = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.url.pathname === path);

export const paramsOf = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);
