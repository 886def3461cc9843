import { imageBusy } from '../uploads/media.errors';

export interface Limiter {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

/** At most `concurrency` jobs at a time; up to `queueMax` wait, the rest get 503 IMAGE_BUSY. */
export function createLimiter(concurrency: number, queueMax: number): Limiter {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run(job) {
      if (active >= concurrency) {
        if (waiting.length >= queueMax) throw imageBusy();
        // release() hands its slot straight to the next waiter.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
