import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { App } from '../app';
import { forEachDatabase, useTestApp } from '../../test/helpers/test-app';

// No real route takes a body yet, so the error handler is exercised through test-only routes.
function addTestRoutes(app: App) {
  app.post(
    '/test/contact',
    {
      schema: {
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
        body: Type.Object(
          {
            name: Type.String({ minLength: 1 }),
            email: Type.String({ format: 'email' }),
            address: Type.Optional(Type.Object({ city: Type.String() })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async () => ({ ok: true }),
  );
  // Text the database refuses: a NUL in a parameter (22021), a \u0000 escape turned into text (22P05).
  app.post(
    '/test/store',
    { schema: { body: Type.Object({ text: Type.String() }) } },
    async (request) => {
      await app.db.execute(sql`select ${request.body.text}::text as t`);
      return { ok: true };
    },
  );
  app.get('/test/untranslatable', async () => {
    await app.db.execute(sql`select ('"\\u0000"'::jsonb ->> 0) as t`);
    return { ok: true };
  });
  app.get('/test/boom', async () => {
    throw new Error('secret SQL detail');
  });
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { seed: false, extend: addTestRoutes });
  const post = (payload: unknown, query = '') =>
    ctx.app.inject({ method: 'POST', url: `/test/contact${query}`, payload: payload as object });

  it('answers 400 VALIDATION_ERROR with every bad field', async () => {
    const res = await post({ email: 'not-an-email', address: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_ERROR' });
    expect(typeof body.message).toBe('string');
    const fields = body.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['address.city', 'email', 'name']);
    const email = body.fields.find((f: { field: string }) => f.field === 'email');
    expect(email.reason).toMatch(/email/);
  });

  it('validates query parameters the same way', async () => {
    const res = await post({ name: 'Ana', email: 'ana@example.com' }, '?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'page', reason: expect.stringMatching(/>= 1/) }]);
  });

  it('accepts a valid body', async () => {
    const res = await post({ name: 'Ana', email: 'ana@example.com' }, '?page=2');
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 (not 500) for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/test/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it.each([
    ['a NUL character in a text parameter (22021)', 'POST', '/test/store', { text: 'a\u0000b' }],
    ['an untranslatable \\u0000 (22P05)', 'GET', '/test/untranslatable', undefined],
  ] as const)(
    'answers 400 VALIDATION_ERROR (not 500) for %s',
    async (_label, method, url, payload) => {
      const res = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_ERROR',
        message: 'Texto com caractere inválido (NUL).',
      });
      const ok = await ctx.app.inject({
        method: 'POST',
        url: '/test/store',
        payload: { text: 'ab' },
      });
      expect(ok.statusCode).toBe(200);
    },
  );

  it('hides the details of unexpected errors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'Internal Server Error',
    });
  });
});
