import { buildApiBaseUrl, resolveTenantLabel } from './resolve-tenant';

describe('resolveTenantLabel', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['ACME.example.com', 'acme'],
    ['loja-1.catalogo.com.br', 'loja-1'],
  ])('%s → %s', (host, label) => expect(resolveTenantLabel(host, 'catalogo')).toBe(label));

  it.each([
    'localhost',
    'www.example.com',
    'accounts.example.com',
    'catalogo.example.com',
    '127.0.0.1',
    '::1',
    '',
    '-x.localhost',
  ])('%s has no tenant', (host) => expect(resolveTenantLabel(host, 'catalogo')).toBeNull());

  it('reserves the configured product key', () => {
    expect(resolveTenantLabel('pecas.example.com', 'pecas')).toBeNull();
    expect(resolveTenantLabel('catalogo.example.com', 'pecas')).toBe('catalogo');
  });
});

describe('buildApiBaseUrl', () => {
  it('puts the tenant subdomain in front of the API address', () => {
    expect(buildApiBaseUrl('http:', 'demo', 'localhost:3333')).toBe('http://demo.localhost:3333');
    expect(buildApiBaseUrl('https', 'acme', 'api.example.com')).toBe(
      'https://acme.api.example.com',
    );
    expect(buildApiBaseUrl('http:', null, 'localhost:3333')).toBe('http://localhost:3333');
  });
});
