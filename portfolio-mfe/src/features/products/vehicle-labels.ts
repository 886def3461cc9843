import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetPanelListQuery } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import { vehicleLabel } from './vehicle-label';

// One list page names up to 100 vehicles (the API's largest page); a product with more asks
// again for the rest once these are known.
const BATCH = 100;

/** A vehicle the API did not send back (deleted, or not this tenant's). */
export const NOT_FOUND = null;

/**
 * The table's names of the applications' vehicles: those just picked (remembered) and the rest
 * read in one list call by `ids`, kept in the app's query cache (leaving the tab and coming
 * back asks nothing). `undefined` while unknown.
 */
export function useVehicleLabels(ids: (string | null)[]) {
  const [labels, setLabels] = useState<Record<string, string | null>>({});
  const remember = useCallback(
    (id: string, label: string) => setLabels((known) => ({ ...known, [id]: label })),
    [],
  );
  // Sorted: the same vehicles in another order are the same request (and cache entry).
  const missing = useMemo(
    () =>
      [...new Set(ids)]
        .filter((id): id is string => !!id && !(id in labels))
        .sort()
        .slice(0, BATCH),
    [ids, labels],
  );
  const asked = missing.join(',');
  const found = useGetPanelListQuery(
    { resource: resources.vehicles, params: { ids: asked, page: 1, pageSize: BATCH } },
    { skip: !asked },
  );
  const answer = found.currentData;
  useEffect(() => {
    if (!answer || !asked) return;
    const next: Record<string, string | null> = {};
    for (const id of asked.split(',')) next[id] = NOT_FOUND;
    for (const row of answer.items) next[row.id] = vehicleLabel(row);
    setLabels((known) => ({ ...next, ...known }));
  }, [answer, asked]);

  return { labels, remember, failed: found.isError };
}
