import type { FieldValues } from 'react-hook-form';
// From the singleton, not a relative path: this entry is bundled into each remote, and the
// registry the shell saves before a forced reload must be the one the forms write to.
import { forgetAcrossReload, keepAcrossReload, takeReloadState } from '@catalogo/shared-ui';

/** What a user typed and did not save, kept in this browser (DESIGN §6: nothing typed is lost). */
export interface Draft<V extends FieldValues> {
  values: V;
  /** The version the edits started from (null for a new record). */
  version: number | null;
  savedAt: string;
}

export const draftKey = (resource: string, id: string | undefined) =>
  `panel-draft:${resource}:${id ?? 'new'}`;

export function readDraft<V extends FieldValues>(key: string): Draft<V> | null {
  // A draft kept across a forced reload (spec §8) is the latest; else the one in localStorage.
  const kept = takeReloadState<Draft<V>>(key);
  if (kept && typeof kept.values === 'object') return kept;
  try {
    const text = localStorage.getItem(key);
    const draft = text ? (JSON.parse(text) as Draft<V>) : null;
    return draft && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null; // no storage, or a draft this code cannot read: start from the record
  }
}

export function writeDraft<V extends FieldValues>(key: string, values: V, version: number | null) {
  const draft: Draft<V> = { values, version, savedAt: new Date().toISOString() };
  // An open draft goes to sessionStorage too if the app reloads itself (a failed chunk).
  keepAcrossReload(key, () => draft);
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or refused: the unsaved-changes guard still protects the edits
  }
}

export function clearDraft(key: string) {
  forgetAcrossReload(key);
  takeReloadState(key);
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
