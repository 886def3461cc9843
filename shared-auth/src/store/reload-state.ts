import type { RootState } from './root-reducer';
import type { PersistableState } from './state-restored';

export { stateRestored } from './state-restored';
export type { PersistableState } from './state-restored';

// A token never leaves memory: the session slice is not kept (the refresh cookie brings the
// session back after the reload), and a cached answer that carries one is left out too.
const CARRIES_TOKEN = /"(?:access|refresh)_?token"\s*:/i;

/**
 * What the store keeps across a reload the app forces itself (spec §8): the API cache's
 * finished queries, so the pages draw at once again. Not the session (tokens), not the tenant
 * (resolved before every start), nothing in flight.
 */
export function selectPersistableState(state: RootState): PersistableState {
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(state.api.queries)) {
    if (entry?.status !== 'fulfilled') continue;
    if (CARRIES_TOKEN.test(JSON.stringify(entry.data) ?? '')) continue;
    queries[key] = entry;
  }
  const tags: PersistableState['api']['provided']['tags'] = {};
  for (const [type, ids] of Object.entries(state.api.provided.tags)) {
    for (const [id, keys] of Object.entries(ids ?? {})) {
      const kept = ((keys ?? []) as string[]).filter((key) => key in queries);
      if (kept.length) (tags[type] ??= {})[id] = kept;
    }
  }
  const keys = Object.fromEntries(
    Object.entries(state.api.provided.keys).filter(([key]) => key in queries),
  );
  return { api: { queries, mutations: {}, provided: { tags, keys } } };
}
