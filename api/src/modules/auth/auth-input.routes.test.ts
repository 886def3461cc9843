import { hostOf, PLATFORM_HOST, signUpBody } from '../../../test/helpers/auth';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const LONG = 'a'.repeat(10_000);

/** Each auth route with a valid body, so every case below breaks exactly one thing. */
const ROUTES: Array<{ url: string; host: string; body: Record<string, unknown> }> = [
  {
    url: '/auth/sign-up',
    host: PLATFORM_HOST,
    body: signUpBody({ company: { uriName: 'x-input' } }),
  },
  { url: '/auth/email-confirm', host: hostOf('demo'), body: { token: 'abc' } },
  { url: '/auth/email-confirm/resend', host: hostOf('demo'), body: { email: 'a@b.com' } },
  { url: '/auth/sign-in', host: hostOf('demo'), body: { email: 'a@b.com', password: 'x' } },
  { url: '/auth/recovery', host: hostOf('demo'), body: { email: 'a@b.com' } },
  {
    url: '/auth/recovery/reset',
    host: hostOf('demo'),
    body: { token: 'abc', password: 'Boa-Senha-123' },
  },
];

const stringFields = (body: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(body).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? stringFields(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

function withField(body: Record<string, unknown>, field: string, value: unknown) {
  const copy = structuredClone(body);
  const parts = field.split('.');
  let target = copy as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  const last = parts.at(-1) as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const cases = ROUTES.flatMap((route) =>
  stringFields(route.body).flatMap((field) => [
    {
      ...route,
      label: `${route.url} without ${field}`,
      field,
      payload: withField(route.body, field, undefined),
    },
    {
      ...route,
      label: `${route.url} with ${field} as an object`,
      field,
      payload: withField(route.body, field, { a: 1 }),
    },
    {
      ...route,
      label: `${route.url} with ${field} as an array`,
      field,
      payload: withField(route.body, field, ['x']),
    },
    {
      ...route,
      label: `${route.url} with 10,000 characters in ${field}`,
      field,
      payload: withField(route.body, field, LONG),
    },
  ]),
);

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);

  it.each(cases)('$label: 400 with the field', async ({ url, host, field, payload }) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: { host }, payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it.each([
    ...ROUTES,
    { url: '/auth/refresh', host: hostOf('demo'), body: {} },
    { url: '/auth/sign-out', host: hostOf('demo'), body: {} },
  ])(
    '$url: 400 (never 500) for a non-object body, malformed JSON or a wrong content type',
    async ({ url, host }) => {
      for (const [payload, type] of [
        ['[]', 'application/json'],
        ['"text"', 'application/json'],
        ['42', 'application/json'],
        ['{"email": ', 'application/json'],
        ['email=a@b.com', 'text/plain'],
      ]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { host, 'content-type': type as string },
          payload,
        });
        expect([400, 415]).toContain(res.statusCode);
        expect(res.json().statusCode).toBe(res.statusCode);
      }
    },
  );

  // The refresh token travels in its HttpOnly cookie only (refresh-cookie.ts).
  it.each(['/auth/refresh', '/auth/sign-out'])(
    '%s: a refresh token in the body, of any type, is a 400 naming it',
    async (url) => {
      for (const refreshToken of ['abc', { a: 1 }, LONG]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { host: hostOf('demo') },
          payload: { refreshToken },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields[0].field).toBe('refreshToken');
      }
    },
  );

  it.each(['name', 'company.commercialName'])(
    'sign-up: a NUL character in %s is a 400 VALIDATION_ERROR with the field',
    async (field) => {
      const body = signUpBody({ company: { uriName: 'com-nul' } });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/sign-up',
        headers: { host: PLATFORM_HOST },
        payload: withField(body, field, 'Ana\u0000Souza'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field }] });
    },
  );

  it.each(ROUTES)(
    '$url: a NUL character in any field is never a 500',
    async ({ url, host, body }) => {
      for (const field of stringFields(body)) {
        const value = `${String(field === 'email' ? 'a' : 'x')}\u0000${field.endsWith('uriName') ? 'nul-x' : 'y'}`;
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { host },
          payload: withField(body, field, value),
        });
        expect(res.statusCode).toBeLessThan(500);
      }
    },
  );

  it('sign-up: an e-mail that is not one is refused with the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      headers: { host: PLATFORM_HOST },
      payload: signUpBody({ email: 'sem-arroba' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'email', reason: expect.stringMatching(/email/) }]);
  });
});

describe('OpenAPI', () => {
  const ctx = useTestApp('pglite', { seed: false });

  it('documents every auth route with its bodies and error answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/sign-up',
        '/auth/uri-name/{name}',
        '/auth/email-confirm',
        '/auth/email-confirm/resend',
        '/auth/sign-in',
        '/auth/session',
        '/auth/refresh',
        '/auth/sign-out',
        '/auth/recovery',
        '/auth/recovery/reset',
        '/dev/outbox/latest',
      ]),
    );
    const signIn = doc.paths['/auth/sign-in'].post;
    expect(Object.keys(signIn.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
    ]);
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(doc.paths['/auth/session'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});
