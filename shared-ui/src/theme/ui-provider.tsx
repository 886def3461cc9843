import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { appTheme } from './theme';
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from './color-mode';
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
  const theme = appTheme();
  return (
    // The visitor's colour mode (light, dark, system) is kept under our own key, which the inline
    // script of index.html reads before the first paint. `noSsr`: the provider reads the stored
    // mode at once instead of after the first commit. Its default re-renders it after hydration
    // with a new colour-scheme context, and a context change above a server-rendered Suspense
    // boundary that is not hydrated yet makes React hydrate all of it at once, synchronously
    // (one long task). The styles do not depend on the mode (CSS variables, the class on <html>);
    // the only view of the mode, the colour-mode menu, shows it once hydrated (color-mode-toggle).
    <ThemeProvider
      theme={theme}
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
      noSsr
    >
      <CssBaseline />
      <TenantColorsProvider colors={tenantColors}>
        {children}
        <NotificationHost />
      </TenantColorsProvider>
    </ThemeProvider>
  );
}
