/**
 * Responses the shell asked for before the app's code had arrived (its early requests: tenant
 * settings, the first page's data). Each is handed over once, to the first plain GET of the same
 * URL, instead of that GET going out again after the page's code has loaded.
 */
export type TakeEarlyResponse = (url: string) => Promise<Response> | undefined;

let takeEarly: TakeEarlyResponse = () => undefined;

/** The shell registers where early responses come from (once, before the first render). */
export function setEarlyResponses(take: TakeEarlyResponse): void {
  takeEarly = take;
}

/**
 * `fetch`, except that a GET request without credentials whose URL was requested early gets that
 * early response (or, if that failed, a new one). A request with a token is always sent: the
 * early one was made without it.
 * (fetchBaseQuery calls it with one Request.)
 */
export const fetchWithEarlyResponses: typeof fetch = (input, init) => {
  const early =
    input instanceof Request &&
    !init &&
    input.method === 'GET' &&
    !input.headers.has('authorization')
      ? takeEarly(input.url)
      : undefined;
  // One that failed (network, timeout) is asked again: it must not turn into the page's error.
  return early ? early.catch(() => fetch(input, init)) : fetch(input, init);
};
