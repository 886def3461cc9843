import { createLimiter } from './limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createLimiter', () => {
  it('runs at most `concurrency` jobs at a time and queues the rest in order', async () => {
    const limiter = createLimiter(2, 10);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const jobs = [1, 2, 3, 4, 5, 6].map((n) =>
      limiter.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(n);
        await tick();
        running -= 1;
        return n * 10;
      }),
    );
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(4);
    expect(await Promise.all(jobs)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(limiter.active).toBe(0);
  });

  it('answers 503 IMAGE_BUSY when the queue is full and frees slots after failures', async () => {
    const limiter = createLimiter(1, 1);
    const first = limiter.run(async () => {
      await tick();
      throw new Error('boom');
    });
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toMatchObject({
      statusCode: 503,
      code: 'IMAGE_BUSY',
      headers: { 'retry-after': '2' },
    });
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe('second');
    await expect(limiter.run(async () => 'later')).resolves.toBe('later');
  });

  it('takes the waiting jobs of each owner in turn, so one owner cannot starve the others', async () => {
    const limiter = createLimiter(1, 20);
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await tick();
    };
    const jobs = [
      limiter.run(job('a1'), 'a'),
      limiter.run(job('a2'), 'a'),
      limiter.run(job('a3'), 'a'),
      limiter.run(job('a4'), 'a'),
      limiter.run(job('b1'), 'b'),
      limiter.run(job('c1'), 'c'),
      limiter.run(job('b2'), 'b'),
    ];
    await Promise.all(jobs);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('keeps room in the queue for others: one owner waits in at most perOwnerMax places', async () => {
    const limiter = createLimiter(1, 8, 2);
    const slow = () => tick();
    const mine = [0, 1, 2].map(() => limiter.run(slow, 'a'));
    expect(limiter.queued).toBe(2);
    await expect(limiter.run(slow, 'a')).rejects.toMatchObject({ code: 'IMAGE_BUSY' });
    const other = limiter.run(async () => 'b', 'b');
    await Promise.all(mine);
    await expect(other).resolves.toBe('b');
  });
});
