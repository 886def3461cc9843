import http from 'node:http';

// The API address is baked into the builds as the browser sees it: `http://demo.localhost:3333`.
// Chromium resolves *.localhost to loopback, Node does not (TOOLCHAIN pitfall 12), and fetch
// drops a Host header. So on the server a request to a `*.localhost` host goes to 127.0.0.1 with
// that Host; any other host (a real domain) goes out as is.

const LOCAL = /\.localhost$/i;

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

function loopbackFetch(url: URL, request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = request.signal;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port || 80,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: { ...headersOf(request.headers), host: url.host },
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [key, value] of Object.entries(res.headers)) {
            if (value !== undefined)
              headers.set(key, Array.isArray(value) ? value.join(', ') : value);
          }
          const status = res.statusCode ?? 502;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    req.on('error', reject);
    if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
      void request.arrayBuffer().then((body) => req.end(Buffer.from(body)), reject);
    } else {
      req.end();
    }
  });
}

const nativeFetch = globalThis.fetch;

/** `fetch` for the server render: *.localhost reaches the loopback with the right Host. */
export const serverFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (!LOCAL.test(url.hostname)) return nativeFetch(request);
  return loopbackFetch(url, request);
};

/**
 * Makes `serverFetch` the process's fetch: the shared libraries' requests (RTK Query's base
 * query) call the global one. The server process runs nothing else.
 */
export function installServerFetch(): void {
  globalThis.fetch = serverFetch;
}
