import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/store';
import { sessionLoaded } from './session-slice';
import { useCan } from './use-can';

function wrapperWith(permissions: string[] | null) {
  const store = createAppStore();
  if (permissions)
    store.dispatch(
      sessionLoaded({
        data: {
          user: { id: 'u1', name: 'Ana', email: 'a@b.c', role: 'viewer' },
          tenant: { id: 't1', uriName: 'demo', commercialName: 'Demo', situation: 'active' },
          permissions,
        },
        accessToken: 'token',
      }),
    );
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('useCan', () => {
  it('follows the session permissions', () => {
    const wrapper = wrapperWith(['panel:read']);
    expect(renderHook(() => useCan('panel:read'), { wrapper }).result.current).toBe(true);
    expect(renderHook(() => useCan('portfolio:write'), { wrapper }).result.current).toBe(false);
  });

  it('allows nothing without a session', () => {
    const wrapper = wrapperWith(null);
    expect(renderHook(() => useCan('panel:read'), { wrapper }).result.current).toBe(false);
  });
});
