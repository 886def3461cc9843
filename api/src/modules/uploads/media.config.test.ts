import { ConfigError, loadConfig } from '../../config';

describe('object storage and image settings', () => {
  it('defaults to local storage at http://localhost:<PORT>/uploads under DATA_DIR', () => {
    const config = loadConfig({ PORT: '4000', DATA_DIR: '/srv/data' }, '/');
    expect(config.storage).toEqual({
      driver: 'local',
      publicUrl: 'http://localhost:4000/uploads',
      rootDir: '/srv/data/uploads',
      s3: null,
    });
    expect(config.uploads).toEqual({
      maxBytes: 10 * 1024 * 1024,
      unconfirmed: { maxFiles: 20, maxBytes: 10 * 1024 * 1024 },
    });
    expect(config.images).toEqual({
      maxSourceBytes: 10 * 1024 * 1024,
      maxInputPixels: 40_000_000,
      timeoutMs: 10_000,
      concurrency: 2,
      queueMax: 200,
      cacheDir: '/srv/data/image-cache',
      cacheMaxBytes: 512 * 1024 * 1024,
    });
  });

  it('drops a trailing slash of STORAGE_PUBLIC_URL', () => {
    const config = loadConfig({ STORAGE_PUBLIC_URL: 'https://cdn.example.com/files/' }, '/');
    expect(config.storage.publicUrl).toBe('https://cdn.example.com/files');
  });

  it('lists every wrong value', () => {
    const load = () =>
      loadConfig({
        STORAGE_DRIVER: 'ftp',
        STORAGE_PUBLIC_URL: 'http://user:pw@cdn.example.com/x',
        IMAGE_MAX_SOURCE_BYTES: '0',
        IMAGE_CONCURRENCY: 'many',
        UPLOAD_MAX_BYTES: '-1',
        S3_ENDPOINT: 'localhost:9000',
        S3_BUCKET: 'Not_A_Bucket',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(names.sort()).toEqual([
        'IMAGE_CONCURRENCY',
        'IMAGE_MAX_SOURCE_BYTES',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'STORAGE_DRIVER',
        'STORAGE_PUBLIC_URL',
        'UPLOAD_MAX_BYTES',
      ]);
    }
  });

  it.each([
    'ftp://cdn.example.com',
    'https://cdn.example.com/x?y=1',
    'https://cdn.example.com#x',
    'cdn',
  ])('refuses STORAGE_PUBLIC_URL=%s', (url) => {
    expect(() => loadConfig({ STORAGE_PUBLIC_URL: url })).toThrow(/STORAGE_PUBLIC_URL/);
  });
});

describe('STORAGE_DRIVER=s3', () => {
  const base = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'catalogo-media',
    STORAGE_PUBLIC_URL: 'https://cdn.example.com/media/',
  };

  it('reads the bucket, region and keys; path-style addressing follows S3_ENDPOINT', () => {
    const aws = loadConfig({ ...base, S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 's3cr3t' });
    expect(aws.storage).toMatchObject({ driver: 's3', publicUrl: 'https://cdn.example.com/media' });
    expect(aws.storage.s3).toEqual({
      endpoint: null,
      region: 'us-east-1',
      bucket: 'catalogo-media',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 's3cr3t' },
    });

    const minio = loadConfig({
      ...base,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'sa-east-1',
    });
    expect(minio.storage.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'sa-east-1',
      bucket: 'catalogo-media',
      forcePathStyle: true,
      credentials: null,
    });
    const virtualHosts = loadConfig({
      ...base,
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosts.storage.s3?.forcePathStyle).toBe(false);
  });

  it('lists what s3 is missing, without echoing the secret', () => {
    try {
      loadConfig({ STORAGE_DRIVER: 's3', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
      throw new Error('loadConfig accepted an incomplete s3 setup');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'S3_ACCESS_KEY_ID',
        'S3_BUCKET',
        'STORAGE_PUBLIC_URL',
      ]);
      expect(problems.join('\n')).not.toContain('very-secret-value');
    }
  });

  it('ignores S3_* with another driver', () => {
    const config = loadConfig({ S3_BUCKET: 'catalogo-media' });
    expect(config.storage).toMatchObject({ driver: 'local', s3: null });
  });
});
