import { createMemoryRateLimitStore, createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  let now = 1_000_000;
  const store = createMemoryRateLimitStore();
  const limiter = createRateLimiter(store, () => now);
  afterAll(() => limiter.close());
  const rule = { limit: 2, windowSeconds: 60 };

  it('allows `limit` hits per window, then answers 429 with the seconds left', async () => {
    await limiter.consume([{ key: 'a', rule }]);
    await limiter.consume([{ key: 'a', rule }]);
    now += 15_500;
    const error = await limiter.consume([{ key: 'a', rule }]).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Tente novamente em 45 segundos.',
      headers: { 'retry-after': '45' },
    });
  });

  it('keeps keys apart and opens a new window when the old one ends', async () => {
    await expect(limiter.consume([{ key: 'b', rule }])).resolves.toBeUndefined();
    now += 45_000;
    await expect(limiter.consume([{ key: 'a', rule }])).resolves.toBeUndefined();
  });

  it('refuses when any key is over and reports the longest wait', async () => {
    const short = { limit: 1, windowSeconds: 10 };
    await limiter.consume([
      { key: 'c', rule: short },
      { key: 'd', rule },
    ]);
    const error = await limiter
      .consume([
        { key: 'c', rule: short },
        { key: 'd', rule },
      ])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ headers: { 'retry-after': '10' } });
  });

  it('says "1 segundo" in the singular', async () => {
    const tiny = { limit: 1, windowSeconds: 1 };
    await limiter.consume([{ key: 'e', rule: tiny }]);
    await expect(limiter.consume([{ key: 'e', rule: tiny }])).rejects.toThrow(
      'Muitas tentativas. Tente novamente em 1 segundo.',
    );
  });
});
