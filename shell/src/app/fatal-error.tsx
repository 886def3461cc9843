import { useEffect } from 'react';
import { useRouteError, NotFoundScreen } from '@catalogo/shared-ui';

/** Unhandled fatal errors show the not-found screen (spec §8). */
export function FatalError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[shell] unhandled fatal error:', error);
  }, [error]);
  return <NotFoundScreen />;
}
