/**
 * The network edge for component tests: `global.fetch` answers from a list of routes. jsdom has
 * Headers but neither Request nor Response, so minimal ones stand in for what RTK Query's
 * fetchBaseQuery reads (url, method, headers, body, clone, text, json).
 */

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Answer = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | null;
  readonly signal: AbortSignal | null;

  constructor(input: string | TestRequest, init: RequestInit = {}) {
    const from = typeof input === 'string' ? null : input;
    this.url = from ? from.url : input.toString();
    this.method = (init.method ?? from?.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers ?? from?.headers);
    this.body = typeof init.body === 'string' ? init.body : (from?.body ?? null);
    this.signal = init.signal ?? from?.signal ?? null;
  }

  clone() {
    return new TestRequest(this);
  }

  async text() {
    return this.body ?? '';
  }

  async json() {
    return JSON.parse(await this.text()) as unknown;
  }
}

if (typeof globalThis.Request === 'undefined') {
  (globalThis as { Request: unknown }).Request = TestRequest;
}

function jsonResponse({ status = 200, body }: Reply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Headers({ 'content-type': 'application/json' }),
      url: '',
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
      clone: make,
    }) as unknown as Response;
  return make();
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
      body: text ? (JSON.parse(text) as unknown) : undefined,
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
