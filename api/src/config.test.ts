import path from 'node:path';
import os from 'node:os';
import { ConfigError, loadConfig, poolSizeFor } from './config';

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
      seedProductsDemo: 2000,
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
        DATABASE_POOL_SIZE: '6',
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
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/catalogo',
      poolSize: 6,
    });
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

  it('sizes the PostgreSQL pool by the CPUs unless DATABASE_POOL_SIZE says otherwise', () => {
    expect([1, 2, 3, 8, 10, 64].map(poolSizeFor)).toEqual([4, 4, 6, 16, 20, 20]);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://db/x',
      poolSize: poolSizeFor(os.availableParallelism()),
    });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE: must be between 1 and 100/,
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads PRODUCT_LIST_CACHE: on unless set off', () => {
    expect(loadConfig({}).productListCache).toBe(true);
    expect(loadConfig({ PRODUCT_LIST_CACHE: 'off' }).productListCache).toBe(false);
    expect(loadConfig({ PRODUCT_LIST_CACHE: 'on' }).productListCache).toBe(true);
    expect(() => loadConfig({ PRODUCT_LIST_CACHE: 'maybe' })).toThrow(/PRODUCT_LIST_CACHE/);
  });

  it('reads the search cache settings and refuses bad ones at start', () => {
    expect(loadConfig({}).searchCache).toEqual({ enabled: true, ttlMs: 30_000, maxEntries: 2000 });
    expect(loadConfig({ SEARCH_CACHE: 'off', SEARCH_CACHE_TTL_MS: '500' }).searchCache).toEqual({
      enabled: false,
      ttlMs: 500,
      maxEntries: 2000,
    });
    expect(() => loadConfig({ SEARCH_CACHE: 'maybe', SEARCH_CACHE_MAX_ENTRIES: '-1' })).toThrow(
      /SEARCH_CACHE must be on or off[\s\S]*SEARCH_CACHE_MAX_ENTRIES must be an integer/,
    );
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });

  describe('auth and mail', () => {
    it('has defaults: 15 min access, 30 days refresh, 10 s grace, owasp-n15, outbox mail', () => {
      const config = loadConfig({}, '/srv/app');
      expect(config.production).toBe(false);
      expect(config.trustProxy).toBe(false);
      expect(config.auth).toEqual({
        jwtSecret: null,
        accessTokenTtl: 900,
        refreshTokenTtl: 2_592_000,
        refreshGraceSeconds: 10,
        refreshCookie: {
          name: 'catalogo_refresh',
          path: '/auth',
          secure: false,
          sameSite: 'strict',
          domain: null,
        },
        sessionCacheSeconds: 5,
        passwordHashCost: 'owasp-n15',
        rateLimits: {
          signInIp: { limit: 10, windowSeconds: 60 },
          signInEmail: { limit: 5, windowSeconds: 60 },
          signInEmailCeiling: { limit: 100, windowSeconds: 300 },
          mailIp: { limit: 10, windowSeconds: 900 },
          mailEmail: { limit: 5, windowSeconds: 900 },
          mailEmailCeiling: { limit: 20, windowSeconds: 3600 },
          signUpIp: { limit: 10, windowSeconds: 3600 },
        },
      });
      expect(config.mail).toEqual({
        appUrlTemplate: 'http://{tenant}.localhost:4200',
        smtpUrl: null,
        from: 'Catálogo Eletrônico <nao-responda@catalogo.local>',
      });
    });

    it('limits public quote requests and contact messages per IP, configurable', () => {
      expect(loadConfig({}).commerce.rateLimits).toEqual({
        ordersIp: { limit: 10, windowSeconds: 600 },
        messagesIp: { limit: 5, windowSeconds: 600 },
      });
      const config = loadConfig({
        COMMERCE_RATE_LIMIT_ORDERS_IP: '3/60',
        COMMERCE_RATE_LIMIT_MESSAGES_IP: '2/30',
      });
      expect(config.commerce.rateLimits).toEqual({
        ordersIp: { limit: 3, windowSeconds: 60 },
        messagesIp: { limit: 2, windowSeconds: 30 },
      });
      expect(() => loadConfig({ COMMERCE_RATE_LIMIT_ORDERS_IP: '0/60' })).toThrow(
        /COMMERCE_RATE_LIMIT_ORDERS_IP: count and seconds must be at least 1/,
      );
    });

    it('reads every auth and mail variable', () => {
      const config = loadConfig({
        JWT_SECRET: 'k'.repeat(32),
        ACCESS_TOKEN_TTL: '60',
        REFRESH_TOKEN_TTL: '3600',
        REFRESH_GRACE_SECONDS: '0',
        PASSWORD_HASH_COST: 'owasp-n17',
        APP_URL_TEMPLATE: 'https://{tenant}.example.com',
        SMTP_URL: 'smtps://user:pass@mail.example.com',
        MAIL_FROM: 'Loja <loja@example.com>',
        AUTH_RATE_LIMIT_SIGN_IN_IP: '100/30',
        TRUST_PROXY: 'true',
      });
      expect(config.auth).toMatchObject({
        jwtSecret: 'k'.repeat(32),
        accessTokenTtl: 60,
        refreshTokenTtl: 3600,
        refreshGraceSeconds: 0,
        passwordHashCost: 'owasp-n17',
      });
      expect(config.auth.rateLimits.signInIp).toEqual({ limit: 100, windowSeconds: 30 });
      expect(config.mail).toEqual({
        appUrlTemplate: 'https://{tenant}.example.com',
        smtpUrl: 'smtps://user:pass@mail.example.com',
        from: 'Loja <loja@example.com>',
      });
      expect(config.trustProxy).toBe(1);
    });

    it('reads TRUST_PROXY as false or a hop count (true = 1 hop)', () => {
      const hops = (TRUST_PROXY?: string) => loadConfig({ TRUST_PROXY }).trustProxy;
      expect(hops()).toBe(false);
      expect(hops('false')).toBe(false);
      expect(hops('0')).toBe(false);
      expect(hops('true')).toBe(1);
      expect(hops('1')).toBe(1);
      expect(hops('2')).toBe(2);
      for (const bad of ['-1', 'all', '10.0.0.0/8', '1.5']) {
        expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
          `TRUST_PROXY: must be false or a number of proxy hops, e.g. 1 (got "${bad}")`,
        );
      }
    });

    it('seeds by default except in production, where SEED=true still turns it on', () => {
      const prod = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), SMTP_URL: 'smtp://m' };
      expect(loadConfig({}).seed).toBe(true);
      expect(loadConfig(prod).seed).toBe(false);
      expect(loadConfig({ ...prod, SEED: 'true' }).seed).toBe(true);
      expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
      expect(loadConfig({ SEED_PRODUCTS_DEMO: '0' }).seedProductsDemo).toBe(0);
      expect(() => loadConfig({ SEED_PRODUCTS_DEMO: '-5' })).toThrow(/SEED_PRODUCTS_DEMO/);
    });

    it('requires JWT_SECRET and refuses test password hashing in production', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' })).toThrow(
        new ConfigError([
          'JWT_SECRET: is required when NODE_ENV=production',
          'PASSWORD_HASH_COST: test is refused when NODE_ENV=production',
          'SMTP_URL: is required in production (mail would be written to disk)',
        ]),
      );
      const ok = loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'k'.repeat(40),
        SMTP_URL: 'smtp://mail.example.com',
      });
      expect(ok.production).toBe(true);
    });

    it('refuses to start in production without SMTP_URL (links would land in files and logs)', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40) })).toThrow(
        new ConfigError(['SMTP_URL: is required in production (mail would be written to disk)']),
      );
    });

    it('lists wrong auth variables', () => {
      let caught: unknown;
      try {
        loadConfig({
          JWT_SECRET: 'short',
          ACCESS_TOKEN_TTL: '0',
          PASSWORD_HASH_COST: 'cheap',
          APP_URL_TEMPLATE: 'http://localhost:4200',
          SMTP_URL: 'http://mail',
          AUTH_RATE_LIMIT_SIGN_IN_EMAIL: 'five',
          AUTH_RATE_LIMIT_MAIL_IP: '0/60',
        });
      } catch (error) {
        caught = error;
      }
      expect((caught as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'ACCESS_TOKEN_TTL',
        'APP_URL_TEMPLATE',
        'AUTH_RATE_LIMIT_MAIL_IP',
        'AUTH_RATE_LIMIT_SIGN_IN_EMAIL',
        'JWT_SECRET',
        'PASSWORD_HASH_COST',
        'SMTP_URL',
      ]);
    });
  });
});
