import type { ReactNode } from 'react';
import { Box } from '@catalogo/shared-ui';

/** Pages that choose no layout (errors, redirects). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>{children}</Box>;
}
