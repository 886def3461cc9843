import { useEffect } from 'react';
import { useLazySuggestQuery } from './search-api';
import type { Suggestion } from './search-api';

/** The pause in typing after which suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** The API takes 1 to 100 characters. */
const MAX_SUGGEST_LENGTH = 100;

const none: Suggestion[] = [];

/**
 * Suggestions for `text` while `active` (the box has the focus): asked once the typing pauses,
 * and a request that a newer text supersedes is aborted, so a slow answer for `pa` can never
 * replace the one for `pastilha`. The last answer stays until the next one arrives (no flicker).
 */
export function useSuggestions(text: string, active: boolean): Suggestion[] {
  const [trigger, { data }] = useLazySuggestQuery();
  const q = text.trim().slice(0, MAX_SUGGEST_LENGTH);
  useEffect(() => {
    if (!active || !q) return undefined;
    let request: ReturnType<typeof trigger> | undefined;
    const timer = setTimeout(() => {
      // preferCacheValue: a text asked for before answers at once from the cache.
      request = trigger(q, true);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [q, active, trigger]);
  return active && q ? (data ?? none) : none;
}
