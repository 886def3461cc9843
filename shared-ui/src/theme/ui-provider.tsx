import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createAppTheme } from './theme';
import { NotificationHost } from '../components/notifications';
import { TenantColorsProvider } from '../components/tenant-button';
import type { TenantColors } from '../components/tenant-button';

/** Theme, baseline styles, tenant colours and the notification host: the same in shell and harnesses. */
export function UiProvider({
  children,
  tenantColors = null,
}: {
  children: ReactNode;
  tenantColors?: TenantColors | null;
}) {
  const theme = useMemo(() => createAppTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <TenantColorsProvider colors={tenantColors}>
        {children}
        <NotificationHost />
      </TenantColorsProvider>
    </ThemeProvider>
  );
}
