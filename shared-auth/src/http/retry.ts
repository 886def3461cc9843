/** Statuses on which a GET is retried once (spec §7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Wait before the single retry. */
export const RETRY_DELAY_MS = 300;

/** Only GET is retried; POST, PUT, PATCH and DELETE never are. */
export function shouldRetry(method: string | undefined, status: unknown): boolean {
  return (
    (method ?? 'GET').toUpperCase() === 'GET' &&
    typeof status === 'number' &&
    RETRY_STATUSES.includes(status)
  );
}

/** Waits `ms`, or gives up with the signal's reason when it aborts first. */
function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * A `fetch` that follows the same rule as the RTK Query base (spec §7): a GET answered with one
 * of RETRY_STATUSES is asked once more after `delayMs`; other methods and answers are returned
 * as they are. For the plain fetches made outside RTK Query (the tenant's start-up GETs).
 */
export function withGetRetry(fetchFn: typeof fetch, delayMs = RETRY_DELAY_MS): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const method = init?.method ?? request?.method ?? 'GET';
    const first = await fetchFn(input, init);
    if (!shouldRetry(method, first.status)) return first;
    // The first answer's body is not read: release it.
    void first.body?.cancel().catch(() => undefined);
    await wait(delayMs, init?.signal ?? request?.signal);
    return fetchFn(input, init);
  };
}
