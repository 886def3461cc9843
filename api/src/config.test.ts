import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3333,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      database: { kind: 'pglite', dataDir: '/srv/app/data/pglite' },
      productKey: 'catalogo',
      appDomain: 'localhost',
      seed: true,
      logLevel: 'info',
    });
    expect([...config.reservedLabels].sort()).toEqual(['accounts', 'catalogo', 'localhost', 'www']);
  });

  it('reads every variable and always keeps the built-in reserved labels', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://u:p@db:5432/catalogo',
        PRODUCT_KEY: 'pecas',
        RESERVED_LABELS: ' Admin , api,',
        APP_DOMAIN: 'example.com',
        SEED: 'false',
        LOG_LEVEL: 'debug',
      },
      '/srv/app',
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('/srv/app/var/db'));
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/catalogo' });
    expect([...config.reservedLabels].sort()).toEqual([
      'accounts',
      'admin',
      'api',
      'localhost',
      'pecas',
      'www',
    ]);
    expect(config.seed).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/x')).toMatchObject({
      port: 3333,
      database: { kind: 'pglite' },
    });
  });

  it('lists every wrong variable in one error instead of stopping at the first', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PRODUCT_KEY: 'Not A Label',
        RESERVED_LABELS: 'ok,bad label',
        SEED: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { problems, message } = caught as ConfigError;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'PRODUCT_KEY',
      'RESERVED_LABELS',
      'SEED',
    ]);
    expect(message).toContain('PORT: must be a number (got "abc")');
    expect(message).toContain('SEED: must be true or false (got "maybe")');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });
});
