import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createImageCache } from './image-cache';

const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-image-cache-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const hash = (n: number) => n.toString(16).padStart(64, '0');

describe('image cache', () => {
  it('keeps entries and reads them back', async () => {
    const cache = createImageCache(dir, 10_000, log);
    await cache.trim();
    expect(await cache.read(hash(1))).toBeNull();
    await cache.write(hash(1), Buffer.from('one'));
    expect((await cache.read(hash(1)))?.toString()).toBe('one');
    expect(cache.size).toBe(3);
  });

  it('removes the least recently used entries past the bound, down to 80%', async () => {
    const cache = createImageCache(dir, 1000, log);
    await cache.trim();
    for (let n = 1; n <= 4; n += 1) {
      await cache.write(hash(n), Buffer.alloc(240, n));
      // mtime orders the entries; space them out so the order is certain.
      const file = path.join(dir, hash(n).slice(0, 2), `${hash(n)}.webp`);
      const when = new Date(Date.now() - (10 - n) * 60_000);
      fs.utimesSync(file, when, when);
    }
    // A hit makes the first entry the most recent.
    expect(await cache.read(hash(1))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.write(hash(5), Buffer.alloc(240, 5)); // 1200 > 1000: trim to <= 800
    expect(cache.size).toBeLessThanOrEqual(800);
    expect(await cache.read(hash(2))).toBeNull();
    expect(await cache.read(hash(1))).not.toBeNull();
    expect(await cache.read(hash(5))).not.toBeNull();
  });

  it('counts what an earlier run left at start', async () => {
    const first = createImageCache(dir, 10_000, log);
    await first.trim();
    await first.write(hash(1), Buffer.alloc(100));
    const second = createImageCache(dir, 10_000, log);
    await second.trim();
    expect(second.size).toBe(100);
  });
});
