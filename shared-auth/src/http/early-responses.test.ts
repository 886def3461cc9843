/** @jest-environment node */
import { fetchWithEarlyResponses, setEarlyResponses } from './early-responses';

const URL_A = 'http://demo.localhost:3333/catalog-public/promotions';

describe('early responses', () => {
  const network = jest.fn(async () => new Response('"from the network"'));
  const early = () => Promise.resolve(new Response('"early"'));
  let left: Map<string, () => Promise<Response>>;

  beforeEach(() => {
    network.mockClear();
    global.fetch = network as unknown as typeof fetch;
    left = new Map([[URL_A, early]]);
    // As the shell's: each early response is handed over once.
    setEarlyResponses((url) => {
      const take = left.get(url);
      left.delete(url);
      return take?.();
    });
  });

  afterAll(() => setEarlyResponses(() => undefined));

  it('hands an early response to the first GET of its URL, once', async () => {
    const first = await fetchWithEarlyResponses(new Request(URL_A));
    expect(await first.json()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    const second = await fetchWithEarlyResponses(new Request(URL_A));
    expect(await second.json()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network again when the early request failed', async () => {
    left.set(URL_A, () => Promise.reject(new TypeError('Failed to fetch')));
    const answer = await fetchWithEarlyResponses(new Request(URL_A));
    expect(await answer.json()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('serves a plain fetch(url, init) too, as bootstrapTenant calls it', async () => {
    const answer = await fetchWithEarlyResponses(URL_A, {
      headers: { Accept: 'application/json' },
    });
    expect(await answer.json()).toBe('early');
    expect(network).not.toHaveBeenCalled();
  });

  it("gives up with the caller's signal, and does not ask again then", async () => {
    left.set(URL_A, () => new Promise<Response>(() => undefined)); // never answers
    const deadline = new AbortController();
    const answer = fetchWithEarlyResponses(URL_A, { signal: deadline.signal });
    deadline.abort(new DOMException('too slow', 'TimeoutError'));
    await expect(answer).rejects.toThrow('too slow');
    expect(network).not.toHaveBeenCalled();
  });

  it('sends a request with a token, another method or another URL to the network', async () => {
    const signedIn = new Request(URL_A, { headers: { authorization: 'Bearer token' } });
    await fetchWithEarlyResponses(signedIn);
    await fetchWithEarlyResponses(new Request(URL_A, { method: 'POST', body: '{}' }));
    await fetchWithEarlyResponses(new Request(`${URL_A}?page=2`));
    expect(network).toHaveBeenCalledTimes(3);
    // Still there for the first plain GET.
    expect(left.has(URL_A)).toBe(true);
  });
});
