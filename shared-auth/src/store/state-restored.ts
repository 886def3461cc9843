import { createAction } from '@reduxjs/toolkit';

/** Kept across a forced reload: the API cache's finished queries and the tags they provide. */
export interface PersistableState {
  api: {
    queries: Record<string, unknown>;
    mutations: Record<string, never>;
    provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown> };
  };
}

/** The state kept before a forced reload (a failed chunk, spec §8) comes back. */
export const stateRestored = createAction<PersistableState>('app/stateRestored');
