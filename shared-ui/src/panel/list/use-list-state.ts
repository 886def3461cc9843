import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from '@catalogo/shared-ui';
import { parseListState, readRememberedList, rememberList, serializeListState } from './list-state';
import type { ListState } from './list-state';

/**
 * The list's state lives in its URL (shareable) and is remembered per list path in this tab:
 * coming back to the bare path (the menu, a link) restores the last filters, sort and page by
 * replacing the URL with them.
 */
export function useListState(pageSize: number, sort: string, filterNames: readonly string[]) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const namesKey = filterNames.join(',');
  const defaults = useMemo(
    () => ({ pageSize, sort, filterNames: namesKey ? namesKey.split(',') : [] }),
    [pageSize, sort, namesKey],
  );
  // Read while drawing, so the first request already carries the remembered state.
  const remembered = search ? null : readRememberedList(pathname);
  const effective = search || (remembered ? `?${remembered}` : '');
  const state = useMemo(() => parseListState(effective, defaults), [effective, defaults]);

  useEffect(() => {
    if (search) rememberList(pathname, search.slice(1));
    else if (remembered) void navigate({ search: `?${remembered}` }, { replace: true });
  }, [pathname, search, remembered, navigate]);

  const update = useCallback(
    (patch: Partial<ListState>) => {
      const query = serializeListState({ ...state, ...patch }, defaults);
      // Remembered first: a return to the defaults ('') must not bring the old state back.
      rememberList(pathname, query);
      void navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [state, defaults, pathname, navigate],
  );

  return [state, update] as const;
}
