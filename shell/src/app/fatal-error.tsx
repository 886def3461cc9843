import { useEffect, useRef, useState } from 'react';
import { useLocation, useRouteError, NotFoundScreen, PageSpinner } from '@catalogo/shared-ui';
import { isChunkLoadError, reloadForChunkError } from '../federation/chunk-reload-guard';

/**
 * Unhandled fatal errors show the not-found screen (spec §8). A shell chunk that failed to load
 * (a layout, the dashboard, an error page: a deployment replaced it) reloads the page instead,
 * through the same guard as the remotes' chunks: once per 10 s per path, state kept.
 */
export function FatalError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkFailed = isChunkLoadError(error);
  const [refused, setRefused] = useState(false);
  // Asked once (StrictMode runs effects twice; a second ask would find the guard closed).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (chunkFailed && reloadForChunkError(pathname)) return;
    if (chunkFailed) setRefused(true);
    console.error('[shell] unhandled fatal error:', error);
  }, [chunkFailed, error, pathname]);
  return chunkFailed && !refused ? (
    <PageSpinner fullScreen label="Atualizando…" />
  ) : (
    <NotFoundScreen />
  );
}
