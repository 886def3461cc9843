import { Type } from 'typebox';
import type { App } from '../app';
import { DEMO_HOST, panel, panelTokens } from '../../test/helpers/panel';
import { forEachDatabase, useTestApp } from '../../test/helpers/test-app';

// Every JSON body of the API goes through one parser: a nesting deeper than 400 levels is a 400
// before any hook or handler walks it (a recursive walk of 20,000 levels overflowed the stack: 500).

const nested = (levels: number, open = '{"a":', close = '}') =>
  open.repeat(levels) + '1' + close.repeat(levels);
const list = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Counts the levels of what it received, recursively (as a body-trimming hook would). */
function addEchoRoute(app: App) {
  const depth = (v: unknown): number =>
    v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0;
  app.post('/test/depth', { schema: { body: Type.Unknown() } }, async (request) => ({
    depth: depth(request.body),
  }));
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { extend: addEchoRoute });
  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: DEMO_HOST, 'content-type': 'application/json', ...headers },
      payload,
    });
  const expectTooDeep = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_DEEP' });
    expect(res.json().message).toMatch(/níveis/);
  };

  it('parses a body nested exactly 400 levels deep', async () => {
    const res = await send('/test/depth', nested(400));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ depth: 400 });
    expect((await send('/test/depth', list(400))).json()).toEqual({ depth: 400 });
  });

  it('refuses 401 levels and beyond with 400 BODY_TOO_DEEP, objects or lists', async () => {
    expectTooDeep(await send('/test/depth', nested(401)));
    expectTooDeep(await send('/test/depth', list(401)));
    expectTooDeep(await send('/test/depth', nested(20_000)));
    expectTooDeep(await send('/test/depth', `{"a":[${nested(500, '{"b":[', ']}')}]}`));
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const text = JSON.stringify({ note: `"\\${'[{'.repeat(2000)}` });
    expect((await send('/test/depth', text)).json()).toEqual({ depth: 1 });
  });

  it('keeps the default parser’s refusals: bad JSON and __proto__ keys', async () => {
    expect((await send('/test/depth', '{"a":')).statusCode).toBe(400);
    const poisoned = await send('/test/depth', '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(
      (
        await send('/test/depth', '{"a":1}', { 'content-type': 'application/json; charset=utf-8' })
      ).json(),
    ).toEqual({ depth: 1 });
  });

  it('answers 400, never 500, to a deep body on the sign-in and the panel writes', async () => {
    const t = await panelTokens(ctx.app);
    expectTooDeep(await send('/auth/sign-in', nested(20_000)));
    for (const url of ['/panel/portifolio/brands', '/panel/portifolio/products']) {
      const res = await panel(ctx.app, {
        method: 'POST',
        url,
        token: t.owner,
        body: JSON.parse(nested(300)) as unknown,
      });
      expect(res.statusCode).toBe(400);
      expectTooDeep(await send(url, nested(20_000), { authorization: `Bearer ${t.owner}` }));
    }
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/panel/portifolio/profile',
      headers: {
        host: DEMO_HOST,
        authorization: `Bearer ${t.owner}`,
        'content-type': 'application/json',
      },
      payload: list(20_000),
    });
    expectTooDeep(profile);
  });
});
