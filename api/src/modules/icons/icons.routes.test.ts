import { readFileSync } from 'node:fs';
import path from 'node:path';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';
import { OWN_ICONS_FOLDER } from './icons.service';

const OWN = JSON.parse(readFileSync(path.join(OWN_ICONS_FOLDER, 'catalogo-icon.json'), 'utf8'));
const MDI_VERSION = JSON.parse(
  readFileSync(require.resolve('@iconify-json/mdi/package.json'), 'utf8'),
).version;

// What the catalogue draws with its own icons (issue 17): segments, fuels, the product form's
// eight sections and the commerce screens.
const OWN_NAMES = [
  ...['car', 'commercial', 'motorcycle', 'agricultural'].map((s) => `segment-${s}`),
  ...['gasolina', 'etanol', 'flex', 'diesel', 'gnv', 'eletrico'].map((f) => `fuel-${f}`),
  ...['main', 'detail', 'image', 'info', 'pack', 'ref', 'review', 'tax'].map((s) => `section-${s}`),
  'quote',
  'offer',
  'promotion',
];

forEachDatabase((kind) => {
  const ctx = useTestApp(kind, { seed: false });
  // A tenant's page and a platform page ask the same tenant-less host.
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost:3333', ...headers } });

  it(`answers our own collection in Iconify's JSON format (${kind})`, async () => {
    const res = await get(`/icons/catalogo-icon.json?icons=${OWN_NAMES.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ prefix: 'catalogo-icon', width: 24, height: 24 });
    expect(Object.keys(body.icons).sort()).toEqual([...OWN_NAMES].sort());
    for (const name of OWN_NAMES) {
      expect(body.icons[name].body).toBe(OWN.icons[name].body);
      expect(body.icons[name].body).toMatch(/^<(g|path|circle|rect) /);
    }
    expect(body.not_found).toBeUndefined();
  });

  it('answers an installed @iconify-json set, with aliases and the names it lacks', async () => {
    // mdi: 'home' is an icon, 'house' an alias of it; 'no-such-icon' is not there.
    const res = await get('/icons/mdi.json?icons=house,home,no-such-icon');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.prefix).toBe('mdi');
    expect(body.width).toBe(24);
    expect(body.icons.home.body).toContain('<path');
    expect(body.aliases.house).toEqual({ parent: 'home' });
    expect(body.not_found).toEqual(['no-such-icon']);
  });

  it('answers only unknown names with an empty set and not_found', async () => {
    const res = await get('/icons/catalogo-icon.json?icons=nothing-here');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      prefix: 'catalogo-icon',
      icons: {},
      not_found: ['nothing-here'],
      width: 24,
      height: 24,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends long-lived cache headers keyed by the collection version, and a 304', async () => {
    const first = await get('/icons/mdi.json?icons=home,magnify');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    );
    const etag = String(first.headers.etag);
    expect(etag).toMatch(new RegExp(`^"mdi@${MDI_VERSION.replace(/\./g, '\\.')}-[0-9a-f]{16}"$`));
    // The same icons in another order and repeated are the same answer.
    const same = await get('/icons/mdi.json?icons=magnify,home,home');
    expect(same.headers.etag).toBe(etag);
    expect((await get('/icons/mdi.json?icons=home')).headers.etag).not.toBe(etag);
    const own = await get('/icons/catalogo-icon.json?icons=quote');
    expect(own.headers.etag).toMatch(/^"catalogo-icon@[0-9a-f]{12}-[0-9a-f]{16}"$/);

    const revalidated = await get('/icons/mdi.json?icons=home,magnify', {
      'if-none-match': `W/"other", ${etag}`,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    const changed = await get('/icons/mdi.json?icons=home,magnify', { 'if-none-match': '"old"' });
    expect(changed.statusCode).toBe(200);
  });

  it('may be read from any origin, a tenant page included, and ignores the tenant', async () => {
    const res = await get('/icons/catalogo-icon.json?icons=offer', {
      host: 'demo.localhost:3333',
      origin: 'http://demo.localhost:4200',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const missing = await get('/icons/lucide.json?icons=x', { origin: 'http://other.example' });
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['missing', '/icons/mdi.json', 'icons'],
    ['empty', '/icons/mdi.json?icons=', 'icons'],
    ['an empty name', '/icons/mdi.json?icons=home,,magnify', 'icons'],
    ['a trailing comma', '/icons/mdi.json?icons=home,', 'icons'],
    ['upper case', '/icons/mdi.json?icons=Home', 'icons'],
    ['a name outside [a-z0-9-]', '/icons/mdi.json?icons=home%2Fx', 'icons'],
    ['a prefixed name', '/icons/mdi.json?icons=mdi:home', 'icons'],
    ['over 500 characters', `/icons/mdi.json?icons=${'a,'.repeat(250)}b`, 'icons'],
    ['a malformed collection', '/icons/MDI.json?icons=home', 'collection'],
  ])('refuses an icons list %s with a 400 naming the field', async (_case, url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(body.fields).toEqual([{ field, reason: expect.any(String) }]);
  });

  it('takes a list of exactly 500 characters', async () => {
    const list = `${'home,'.repeat(99)}abcde`;
    expect(list).toHaveLength(500);
    const res = await get(`/icons/mdi.json?icons=${list}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().not_found).toEqual(['abcde']);
  });

  it('answers 404 for a collection that is not installed', async () => {
    const res = await get('/icons/lucide.json?icons=home');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'ICON_COLLECTION_NOT_FOUND' });
    expect(res.headers['cache-control']).toBeUndefined();
    expect((await get('/icons/mdi?icons=home')).statusCode).toBe(404);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/docs/json')).json();
    const op = doc.paths['/icons/{collection}.json'].get;
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'collection',
      'icons',
    ]);
    expect(op.responses['400']).toBeDefined();
    expect(op.responses['404']).toBeDefined();
  });
});
