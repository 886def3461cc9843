/** Statuses on which a GET is retried once (spec §7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Only GET is retried; POST, PUT, PATCH and DELETE never are. */
export function shouldRetry(method: string | undefined, status: unknown): boolean {
  return (
    (method ?? 'GET').toUpperCase() === 'GET' &&
    typeof status === 'number' &&
    RETRY_STATUSES.includes(status)
  );
}
