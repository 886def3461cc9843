import {
  clientIpKey,
  createMemoryRateLimitStore,
  createRateLimiter,
  rateLimitKey,
  type FailureCheck,
} from './rate-limit';

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

describe('client addresses in rate-limit keys', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['not-an-ip', 'not-an-ip'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientIpKey(ip)).toBe(key);
  });

  it('rewrites the address after the last :ip: of a key, whoever built it', () => {
    expect(rateLimitKey('public-orders:ip:2001:db8:1:2:3:4:5:6')).toBe(
      'public-orders:ip:2001:db8:1:2::/64',
    );
    expect(rateLimitKey('sign-in:email-ip:t:a:ip:b@x.com:ip:::ffff:10.0.0.1')).toBe(
      'sign-in:email-ip:t:a:ip:b@x.com:ip:10.0.0.1',
    );
    expect(rateLimitKey('sign-in:email:t:a@x.com')).toBe('sign-in:email:t:a@x.com');
  });

  it('gives one IPv6 /64 one allowance', async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore(), () => 5_000);
    const rule = { limit: 2, windowSeconds: 60 };
    await limiter.consume([{ key: 'x:ip:2001:db8:7:7::1', rule }]);
    await limiter.consume([{ key: 'x:ip:2001:db8:7:7:1::2', rule }]);
    await expect(limiter.consume([{ key: 'x:ip:2001:db8:7:7::3', rule }])).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(limiter.consume([{ key: 'x:ip:2001:db8:7:8::3', rule }])).resolves.toBeUndefined();
    limiter.close();
  });
});

describe('failure limits (limiter.attempt)', () => {
  let now = 10_000_000;
  const limiter = createRateLimiter(createMemoryRateLimitStore(), () => now);
  afterAll(() => limiter.close());
  const check = (key: string, extra: Partial<FailureCheck> = {}): FailureCheck => ({
    key,
    rule: { limit: 2, windowSeconds: 60 },
    memorySeconds: 86_400,
    maxWaitSeconds: 3600,
    ...extra,
  });
  const fail = (checks: FailureCheck[]) => limiter.attempt(checks);
  const waitOf = (checks: FailureCheck[]) =>
    limiter.attempt(checks).then(
      () => 0,
      (e: { headers: Record<string, string> }) => Number(e.headers['retry-after']),
    );

  it('lets `limit` failures through, then makes each next try wait twice as long', async () => {
    const checks = [check('grow')];
    await fail(checks);
    await fail(checks);
    expect(await waitOf(checks)).toBe(60);
    now += 30_000;
    expect(await waitOf(checks)).toBe(30);
    now += 30_000;
    await fail(checks);
    expect(await waitOf(checks)).toBe(120);
    now += 120_000;
    await fail(checks);
    expect(await waitOf(checks)).toBe(240);
    // Up to maxWaitSeconds.
    for (let i = 0; i < 6; i += 1) {
      now += 3_600_000;
      await fail(checks);
    }
    expect(await waitOf(checks)).toBe(3600);
  });

  it('counts a failure only: a success is taken back, and resets a resetOnSuccess key', async () => {
    const own = check('own', { resetOnSuccess: true });
    const shared = check('shared');
    await fail([own, shared]);
    await (await limiter.attempt([own, shared])).succeeded();
    await (await limiter.attempt([own, shared])).succeeded();
    // own starts over; shared still holds the one failure: one more is free, the next waits.
    await fail([own, shared]);
    expect(await waitOf([shared])).toBe(60);
    expect(await waitOf([own])).toBe(0);
  });

  it('takes back the wait a successful try opened on a shared key', async () => {
    const shared = check('opened');
    await fail([shared]);
    // The second try reaches the limit (and opens the wait), but succeeds.
    await (await limiter.attempt([shared])).succeeded();
    expect(await waitOf([shared])).toBe(0);
  });

  it('refuses parallel tries past the limit, and does not count refused tries', async () => {
    const checks = [check('burst')];
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => limiter.attempt(checks)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    now += 60_000;
    // Eight refused tries did not count: the third failure waits 120 s, not 2^9 minutes.
    await fail(checks);
    expect(await waitOf(checks)).toBe(120);
  });

  it('forgets a key and its wait', async () => {
    const checks = [check('forget')];
    await fail(checks);
    await fail(checks);
    expect(await waitOf(checks)).toBe(60);
    await limiter.forget(['forget']);
    await fail(checks);
    expect(await waitOf(checks)).toBe(0);
  });
});
