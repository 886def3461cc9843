import { createUpdatePoller, UPDATE_POLL_MS } from './update-poll';

function serve(builds: Record<string, string>) {
  const requested: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requested.push(url.href);
    const buildId = builds[url.pathname];
    return {
      ok: buildId !== undefined,
      json: async () => ({ buildId }),
    } as Response;
  }) as typeof fetch;
  return { fetchFn, requested };
}

describe('createUpdatePoller', () => {
  afterEach(() => jest.useRealTimers());

  it('polls every hour with a timestamp and offers a reload once per new build', async () => {
    jest.useFakeTimers();
    const builds = { '/build-info.json': 'shell-1', '/catalog/build-info.json': 'cat-1' };
    const { fetchFn, requested } = serve(builds);
    const onUpdate = jest.fn();
    const poller = createUpdatePoller({ onUpdate, fetchFn });
    await poller.track('shell', 'http://localhost/build-info.json', 'shell-1');
    await poller.track('catalog', 'http://localhost/catalog/build-info.json');
    poller.start();

    await jest.advanceTimersByTimeAsync(UPDATE_POLL_MS - 1);
    expect(requested.filter((u) => u.includes('t='))).toHaveLength(1); // the catalog baseline read
    await jest.advanceTimersByTimeAsync(1);
    expect(onUpdate).not.toHaveBeenCalled();

    builds['/catalog/build-info.json'] = 'cat-2';
    await jest.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(onUpdate).toHaveBeenCalledWith('catalog');
    await jest.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(requested.every((u) => /[?&]t=\d+/.test(u))).toBe(true);
    poller.stop();
  });
});
