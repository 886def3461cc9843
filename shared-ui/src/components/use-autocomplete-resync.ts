import { useLayoutEffect, useReducer } from 'react';

/**
 * Keeps an option highlighted by the keyboard when the autocomplete renders again. MUI 9.5's
 * useAutocomplete (mui/material-ui#48093) re-syncs the highlight on the first render after its
 * options change from a stale closure that still holds the old options, and drops it: an option
 * arrowed to is lost when anything else renders the box (a debounced search landing, a form
 * re-rendering). One more render at once, before the browser takes the next key, spends that
 * re-sync while nothing is highlighted yet.
 *
 * Call it where Autocomplete is rendered (or useAutocomplete called), with the same options.
 * It renders only for options that can be highlighted: not for an empty list, so never when the
 * box mounts (a render there would put the server's value back over text typed before
 * hydration, which shell/server/html.ts replays afterwards).
 */
export function useAutocompleteResync(options: readonly unknown[]) {
  const [, settle] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    if (options.length > 0) settle();
  }, [options]);
}
