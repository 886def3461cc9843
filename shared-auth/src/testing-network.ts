/**
 * The network edge for component tests: `global.fetch` answers from a list of routes. jsdom has
 * Headers but neither Request nor Response, so minimal ones stand in for what RTK Query's
 * fetchBaseQuery reads (url, method, headers, body, clone, text, json).
 */

export interface RecordedRequest {
  method: string;
  url: URL;
  /** A JSON body parsed; any other body (a CSV file) as its text. */
  body: unknown;
  headers: Headers;
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is instead of `body` (a CSV download), with these headers. */
  text?: string;
  headers?: Record<string, string>;
}

export type Answer = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | Blob | null;
  readonly signal: AbortSignal | null;

  constructor(input: string | TestRequest, init: RequestInit = {}) {
    const from = typeof input === 'string' ? null : input;
    this.url = from ? from.url : input.toString();
    this.method = (init.method ?? from?.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers ?? from?.headers);
    const body = init.body;
    this.body = typeof body === 'string' || body instanceof Blob ? body : (from?.body ?? null);
    this.signal = init.signal ?? from?.signal ?? null;
  }

  clone() {
    return new TestRequest(this);
  }

  async text(): Promise<string> {
    const { body } = this;
    if (!(body instanceof Blob)) return body ?? '';
    // jsdom's Blob has no text(); its FileReader reads it.
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(body);
    });
  }

  async json() {
    return JSON.parse(await this.text()) as unknown;
  }
}

if (typeof globalThis.Request === 'undefined') {
  (globalThis as { Request: unknown }).Request = TestRequest;
}

function jsonResponse({ status = 200, body, text: raw, headers }: Reply): Response {
  const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
  const contentType: Record<string, string> =
    raw === undefined ? { 'content-type': 'application/json' } : {};
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Headers({ ...contentType, ...headers }),
      url: '',
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
      blob: async () => new Blob([text], { type: headers?.['content-type'] ?? '' }),
      clone: make,
    }) as unknown as Response;
  return make();
}

function parseBody(text: string, headers: Headers): unknown {
  if (!text) return undefined;
  const type = headers.get('content-type') ?? '';
  // Bodies were JSON only until the CSV import: keep parsing whatever is not declared otherwise.
  if (type && !type.includes('json')) return text;
  return JSON.parse(text) as unknown;
}

/**
 * Answers `METHOD /path` (path without the host) from `routes`; an unknown call fails the test
 * loudly with a 599. Returns the recorded requests.
 */
export function mockApi(routes: Record<string, Answer | Answer[]>) {
  const requests: RecordedRequest[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [
      key,
      Array.isArray(answer) ? [...answer] : [answer],
    ]),
  );
  const fetchMock = jest.fn(async (input: string | TestRequest, init?: RequestInit) => {
    const request = typeof input === 'string' ? new TestRequest(input, init) : input;
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      body: parseBody(text, request.headers),
      headers: request.headers,
    };
    requests.push(recorded);
    const queue = queues.get(`${request.method} ${url.pathname}`);
    // The last answer repeats once the earlier ones are used up.
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer)
      return jsonResponse({
        status: 599,
        body: { message: `unmocked ${request.method} ${url.pathname}` },
      });
    return jsonResponse(typeof answer === 'function' ? await answer(recorded) : answer);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
}

/** An API error answer as the API sends it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields: { field: string; reason: string }[] = [],
): Reply {
  return { status, body: { statusCode: status, error: 'Error', code, message, fields } };
}
