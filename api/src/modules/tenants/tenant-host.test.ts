import { tenantLabelFromHost } from './tenant-host';

const reserved = new Set(['www', 'accounts', 'localhost', 'catalogo']);
const label = (host: string | undefined, appDomain = 'localhost') =>
  tenantLabelFromHost(host, reserved, appDomain);

describe('tenantLabelFromHost', () => {
  it.each([
    ['demo.localhost:3333', 'demo'],
    ['DEMO.Localhost', 'demo'],
    ['acme.localhost.', 'acme'],
    ['my-shop.localhost:443', 'my-shop'],
  ])('%s is tenant %s', (host, expected) => expect(label(host)).toBe(expected));

  it.each([
    ['demo.localhost.evil.com'],
    ['acme.example.com'],
    ['demo.evil-localhost'],
    ['demolocalhost'],
    ['a.demo.localhost'],
    ['.localhost'],
  ])('%s is outside the app domain: no tenant', (host) => expect(label(host)).toBeNull());

  it.each([
    ['localhost:3333'],
    ['www.localhost'],
    ['accounts.localhost:3333'],
    ['catalogo.localhost'],
    ['127.0.0.1:3333'],
    ['10.0.0.7'],
    ['[::1]:3333'],
    ['::1'],
    ['api'],
    ['bad_label.localhost'],
    [''],
  ])('%s has no tenant', (host) => expect(label(host)).toBeNull());

  it('has no tenant without a Host header', () => expect(label(undefined)).toBeNull());

  it('treats the bare app domain as the platform', () => {
    expect(label('example.com', 'example.com')).toBeNull();
    expect(label('demo.example.com', 'example.com')).toBe('demo');
    expect(label('my-shop.catalogo.com.br:443', 'catalogo.com.br')).toBe('my-shop');
    expect(label('demo.localhost', 'catalogo.com.br')).toBeNull();
    expect(label('demo.catalogo.com.br.evil.com', 'catalogo.com.br')).toBeNull();
  });
});
