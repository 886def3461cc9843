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

/** The early answer, but given up when the caller's signal aborts (its deadline, its unmount). */
function underSignal(early: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return early;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * `fetch`, except that a GET request without credentials whose URL was requested early gets that
 * early response (or, if that failed, a new one). A request with a token is always sent: the
 * early one was made without it.
 */
export const fetchWithEarlyResponses: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : null;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers ?? request?.headers);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const signal = init?.signal ?? request?.signal;
  const early = method === 'GET' && !headers.has('authorization') ? takeEarly(url) : undefined;
  if (!early) return fetch(input, init);
  // One that failed (network) is asked again: it must not turn into the page's error.
  return underSignal(early, signal).catch((error: unknown) =>
    signal?.aborted ? Promise.reject(error) : fetch(input, init),
  );
};
