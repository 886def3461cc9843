import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { UiProvider } from '@catalogo/shared-ui';
import type { AppStore } from './store/store';
import { useTenantInfo } from './tenant/use-tenant';

function TenantUi({ children }: { children: ReactNode }) {
  const layout = useTenantInfo()?.companyLayout ?? null;
  return <UiProvider tenantColors={layout}>{children}</UiProvider>;
}

/** The providers every app runs inside, in the shell and in each remote's dev harness. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <TenantUi>{children}</TenantUi>
    </Provider>
  );
}
