import { fetchRemoteManifest, parseRemoteManifest, REMOTE_NAMES } from './remotes-config';

const valid = {
  catalog: 'http://localhost:4201/mf-manifest.json',
  auth: 'https://cdn.example.com/auth/mf-manifest.json',
  portfolio: '/portfolio/mf-manifest.json',
  settings: 'http://localhost:4204/mf-manifest.json',
  commerce: 'http://localhost:4205/mf-manifest.json',
};

function respond(init: { ok: boolean; status: number; json: () => Promise<unknown> }) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, requestInit?: RequestInit) => {
    calls.push({ url: String(input), init: requestInit });
    return init as unknown as Response;
  }) as typeof fetch;
  return { fetchFn, calls };
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('parseRemoteManifest', () => {
  it('accepts a map of every remote to an http(s) or root-relative URL', () => {
    expect(parseRemoteManifest(valid)).toEqual(valid);
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs and skips entries that are not URLs, and names that are missing', () => {
    const manifest = parseRemoteManifest({
      catalog: 'ftp://files/mf-manifest.json',
      auth: 42,
      portfolio: 'portfolio/mf-manifest.json',
      settings: valid.settings,
      stray: 'http://localhost:9999/mf-manifest.json',
    });
    expect(manifest).toEqual({ settings: valid.settings });
    expect(errors).toHaveBeenCalledWith(
      '[federation] remotes.json entry for "catalog" is not an http(s) URL:',
      'ftp://files/mf-manifest.json',
    );
    expect(errors).toHaveBeenCalledWith(
      '[federation] remotes.json entry for "auth" is not an http(s) URL:',
      42,
    );
    expect(errors).toHaveBeenCalledWith(
      '[federation] remotes.json has no entry for remote "commerce"',
    );
    expect(errors).toHaveBeenCalledTimes(4);
  });

  it.each([[[valid.catalog]], [null], ['catalog'], [undefined]])(
    'throws for %p, which is not an object',
    (value) => {
      expect(() => parseRemoteManifest(value)).toThrow(/must be an object/);
    },
  );

  it('knows the five remotes of the design', () => {
    expect([...REMOTE_NAMES].sort()).toEqual([
      'auth',
      'catalog',
      'commerce',
      'portfolio',
      'settings',
    ]);
  });
});

describe('fetchRemoteManifest', () => {
  it('reads remotes.json next to index.html, uncached', async () => {
    const { fetchFn, calls } = respond({ ok: true, status: 200, json: async () => valid });
    await expect(fetchRemoteManifest(fetchFn)).resolves.toEqual(valid);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/remotes.json');
    expect(url.searchParams.get('t')).toMatch(/^\d+$/);
    expect(calls[0]!.init).toMatchObject({ cache: 'no-store' });
  });

  it('logs a clear error and yields no remotes when the file is missing', async () => {
    const { fetchFn } = respond({ ok: false, status: 404, json: async () => ({}) });
    await expect(fetchRemoteManifest(fetchFn)).resolves.toEqual({});
    expect(errors).toHaveBeenCalledWith(
      '[federation] remotes.json is missing or malformed (/remotes.json):',
      expect.objectContaining({ message: 'HTTP 404' }),
    );
  });

  it('logs a clear error and yields no remotes when the file is not JSON', async () => {
    const { fetchFn } = respond({
      ok: true,
      status: 200,
      json: () => Promise.reject(new SyntaxError('Unexpected token < in JSON')),
    });
    await expect(fetchRemoteManifest(fetchFn)).resolves.toEqual({});
    expect(errors).toHaveBeenCalledWith(
      '[federation] remotes.json is missing or malformed (/remotes.json):',
      expect.any(SyntaxError),
    );
  });

  it('logs and yields no remotes when the network fails', async () => {
    const fetchFn = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(fetchRemoteManifest(fetchFn)).resolves.toEqual({});
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('logs and yields no remotes when the JSON is an array', async () => {
    const { fetchFn } = respond({ ok: true, status: 200, json: async () => [valid.catalog] });
    await expect(fetchRemoteManifest(fetchFn)).resolves.toEqual({});
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('remotes.json is missing or malformed'),
      expect.objectContaining({ message: expect.stringMatching(/must be an object/) }),
    );
  });
});
