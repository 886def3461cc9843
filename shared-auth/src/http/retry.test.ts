/** @jest-environment node */
import { withGetRetry } from './retry';

function sequence(...statuses: number[]) {
  const calls: { url: string; method: string }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET' });
    return new Response(null, { status: statuses.shift() ?? 200 });
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe('withGetRetry', () => {
  it('asks a GET again once after a 503', async () => {
    const { fetchFn, calls } = sequence(503, 200);
    const response = await withGetRetry(fetchFn, 0)('http://api/x');
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('returns the second failure as it is (one retry only)', async () => {
    const { fetchFn, calls } = sequence(503, 502, 200);
    const response = await withGetRetry(fetchFn, 0)('http://api/x');
    expect(response.status).toBe(502);
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    const { fetchFn, calls } = sequence(503, 200);
    const response = await withGetRetry(fetchFn, 0)('http://api/x', { method });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('does not retry a status outside the list', async () => {
    const { fetchFn, calls } = sequence(404, 200);
    expect((await withGetRetry(fetchFn, 0)('http://api/x')).status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('gives up the wait when the signal aborts', async () => {
    const { fetchFn, calls } = sequence(503, 200);
    const controller = new AbortController();
    const pending = withGetRetry(fetchFn, 10_000)('http://api/x', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stop')), 10);
    await expect(pending).rejects.toThrow('stop');
    expect(calls).toHaveLength(1);
  });
});
