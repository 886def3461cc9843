import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import {
  RouterLink,
  RouterProvider,
  createBrowserRouter,
  Box,
  Chip,
  Link,
  Stack,
  Typography,
} from '@catalogo/shared-ui';
import { AppProviders } from './app-providers';
import { createStartedStore, resolveHostTenant } from './start-app';

export interface DevHarnessOptions {
  /** The remote's package name, shown in the harness bar. */
  name: string;
  Routes: ComponentType;
  /** Handy links to the remote's screens. */
  links: { label: string; to: string }[];
}

/**
 * Runs one remote alone (`npx nx serve <remote>`) with the same providers as the shell: the
 * store, the tenant of the host it is opened on, the theme and notifications.
 */
export async function startDevHarness({ name, Routes, links }: DevHarnessOptions): Promise<void> {
  const tenant = await resolveHostTenant();
  const store = createStartedStore(tenant);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A data router, as the shell's: screens may use useBlocker.
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <Box component="header" sx={{ px: 2, py: 1, bgcolor: 'grey.900', color: 'common.white' }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{name} · ambiente isolado</Typography>
              <Chip
                size="small"
                color="primary"
                label={tenant.label ? `empresa: ${tenant.label} (${tenant.status})` : 'sem empresa'}
              />
              {links.map((link) => (
                <Link
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  color="inherit"
                  variant="body2"
                >
                  {link.label}
                </Link>
              ))}
            </Stack>
          </Box>
          <Box sx={{ p: 3 }}>
            <Routes />
          </Box>
        </>
      ),
    },
  ]);
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
