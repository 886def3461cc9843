import { ConfigError, loadConfig } from '../../config';

describe('object storage and image settings', () => {
  it('defaults to local storage at http://localhost:<PORT>/uploads under DATA_DIR', () => {
    const config = loadConfig({ PORT: '4000', DATA_DIR: '/srv/data' }, '/');
    expect(config.storage).toEqual({
      driver: 'local',
      publicUrl: 'http://localhost:4000/uploads',
      rootDir: '/srv/data/uploads',
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
        STORAGE_DRIVER: 's3',
        STORAGE_PUBLIC_URL: 'http://user:pw@cdn.example.com/x',
        IMAGE_MAX_SOURCE_BYTES: '0',
        IMAGE_CONCURRENCY: 'many',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(names.sort()).toEqual([
        'IMAGE_CONCURRENCY',
        'IMAGE_MAX_SOURCE_BYTES',
        'STORAGE_DRIVER',
        'STORAGE_PUBLIC_URL',
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
