import { loadConfig } from '../config';
import { useTestApp } from '../../test/helpers/test-app';

// /docs lists every route and its schema: served outside production, opt-in (API_DOCS=on) in it.

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), SMTP_URL: 'smtp://m' };

describe('API_DOCS', () => {
  it('is on outside production and off in production unless API_DOCS=on', () => {
    expect(loadConfig({}).docs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).docs).toBe(false);
    expect(loadConfig(PRODUCTION).docs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'on' }).docs).toBe(true);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).docs).toBe(true);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: '' }).docs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'sim' })).toThrow(
      'API_DOCS: must be on or off (got "sim")',
    );
  });
});

// Production's other rules (SMTP required, no seeding) do not touch these routes.
describe.each([
  ['in production', { NODE_ENV: 'production', SMTP_URL: 'smtp://m' }, false],
  [
    'in production with API_DOCS=on',
    { NODE_ENV: 'production', SMTP_URL: 'smtp://m', API_DOCS: 'on' },
    true,
  ],
  ['outside production', {}, true],
] as const)('/docs %s', (_label, env, served) => {
  const ctx = useTestApp('pglite', {
    seed: false,
    env: { ...env, PASSWORD_HASH_COST: 'owasp-n15' },
  });

  it(
    served ? 'serves the document and the UI' : 'answers 404 for the document and the UI',
    async () => {
      const json = await ctx.app.inject({ url: '/docs/json', headers: { host: 'localhost:3333' } });
      const ui = await ctx.app.inject({ url: '/docs/', headers: { host: 'localhost:3333' } });
      expect(json.statusCode).toBe(served ? 200 : 404);
      expect(ui.statusCode).toBe(served ? 200 : 404);
      if (served) expect(json.json()).toMatchObject({ openapi: '3.0.3' });
      else expect(json.body).not.toContain('/catalog-public/orders');
      // The API itself works either way.
      expect((await ctx.app.inject({ url: '/health' })).statusCode).toBe(200);
    },
  );
});
