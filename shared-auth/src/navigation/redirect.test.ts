import { safeRedirectPath, siteDomain, tenantAppUrl } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/panel/orders?page=2#x', '/panel/orders?page=2#x'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example.com/', '/'],
    ['//evil.example.com/x', '/'],
    ['/\\evil.example.com', '/'],
    ['javascript:alert(1)', '/'],
    ['panel', '/'],
    ['/..//evil.com', '/'],
    ['/.//evil.com', '/'],
    ['/%2e%2e//evil.com', '/'],
    ['/./\\evil.com', '/'],
  ])('%j → %j', (param, expected) => expect(safeRedirectPath(param)).toBe(expected));
});

describe('tenantAppUrl', () => {
  const at = (hostname: string, port = '', protocol = 'http:') => ({ hostname, port, protocol });
  it.each([
    [at('localhost', '4200'), 'http://acme.localhost:4200/auth/login'],
    [at('demo.localhost', '4200'), 'http://acme.localhost:4200/auth/login'],
    [at('www.catalogo.com.br', '', 'https:'), 'https://acme.catalogo.com.br/auth/login'],
    [at('catalogo.com.br', '', 'https:'), 'https://acme.catalogo.com.br/auth/login'],
    [at('www.example.com', '', 'https:'), 'https://acme.example.com/auth/login'],
  ])('from %o', (location, expected) =>
    expect(tenantAppUrl('acme', '/auth/login', location)).toBe(expected),
  );

  it('keeps a bare domain', () => expect(siteDomain('example.com')).toBe('example.com'));
});
