import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useTestApp, type TestContext } from '../../../test/helpers/test-app';

const STORAGE = 'http://localhost:3333/uploads';
const ATTACKER = '203.0.113.7';
const VISITOR = '198.51.100.2';

async function putNoise(ctx: TestContext, key: string, width: number, height: number) {
  const file = path.join(ctx.dataDir, 'uploads', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Noise: slow enough to encode that renders pile up in the queue.
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + (i >> 5) * 31) % 251;
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toFile(file);
}

const get = (ctx: TestContext, key: string, w: number, ip: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/_image?url=${encodeURIComponent(`${STORAGE}/${key}`)}&w=${w}`,
    remoteAddress: ip,
  });

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('GET /_image renders per client IP (IMAGE_RATE_LIMIT_RENDERS_IP)', () => {
  const ctx = useTestApp('pglite', {
    seed: false,
    env: { IMAGE_RATE_LIMIT_RENDERS_IP: '3/60' },
  });
  beforeAll(() => putNoise(ctx, 'demo/a.jpg', 600, 300));

  it('answers 429 with Retry-After past the limit, while cached images keep flowing', async () => {
    for (const w of [320, 640, 768]) {
      expect((await get(ctx, 'demo/a.jpg', w, ATTACKER)).statusCode).toBe(200);
    }
    const rendered = ctx.app.images.stats.rendered;
    const refused = await get(ctx, 'demo/a.jpg', 1024, ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Muitas imagens novas.*Tente novamente em \d+ segundos?\.$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(ctx.app.images.stats.rendered).toBe(rendered);

    // Cache hits are not counted: the same IP still gets what is already rendered.
    for (let i = 0; i < 5; i += 1) {
      expect((await get(ctx, 'demo/a.jpg', 640, ATTACKER)).statusCode).toBe(200);
    }
    // Another client renders as before.
    expect((await get(ctx, 'demo/a.jpg', 1024, VISITOR)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const hosts = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3', '2001:db8:5:6::4'];
    const statuses = [];
    for (const [i, ip] of hosts.entries()) {
      statuses.push((await get(ctx, 'demo/a.jpg', [1280, 1536, 2048, 2560][i]!, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get(ctx, 'demo/a.jpg', 2560, '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});

describe('GET /_image render queue (IMAGE_CONCURRENCY=1)', () => {
  const ctx = useTestApp('pglite', { seed: false, env: { IMAGE_CONCURRENCY: '1' } });
  beforeAll(async () => {
    await putNoise(ctx, 'demo/big.jpg', 1800, 1200);
    await putNoise(ctx, 'demo/small.jpg', 400, 200);
  });

  it('answers a cache hit while renders wait, and serves another IP before a flood', async () => {
    expect((await get(ctx, 'demo/small.jpg', 320, VISITOR)).statusCode).toBe(200);
    const done: string[] = [];
    const flood = [640, 768, 1024, 1280].map((w) =>
      get(ctx, 'demo/big.jpg', w, ATTACKER).then((res) => {
        done.push(`attacker ${w}`);
        return res.statusCode;
      }),
    );
    const queue = ctx.app.images.queue;
    await until(() => queue.active === 1 && queue.queued === 3);

    // A cached image does not queue behind the renders.
    const hit = await get(ctx, 'demo/small.jpg', 320, VISITOR);
    expect(hit.statusCode).toBe(200);
    expect(queue.queued).toBeGreaterThan(0);

    // A new render of another client goes next, not after the whole flood.
    const visitor = get(ctx, 'demo/small.jpg', 640, VISITOR).then((res) => {
      done.push('visitor');
      return res.statusCode;
    });
    expect(await Promise.all([...flood, visitor])).toEqual([200, 200, 200, 200, 200]);
    expect(done.indexOf('visitor')).toBeLessThanOrEqual(1);
  });
});
