import { imageBusy } from '../uploads/media.errors';

export interface Limiter {
  /** Runs `job` in a slot; `owner` (the client IP) decides whose waiting job goes next. */
  run<T>(job: () => Promise<T>, owner?: string): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

interface Owner {
  running: number;
  /** Jobs started since this owner last had none running or waiting. */
  started: number;
  waiting: Array<() => void>;
}

/**
 * At most `concurrency` jobs at a time; up to `queueMax` wait, the rest get 503 IMAGE_BUSY.
 * A freed slot goes to the waiting owner (client IP) that has started the fewest jobs, the
 * longest waiting first among equals, each owner's jobs in order; one owner holds at most
 * `perOwnerMax` places of the queue. A client asking for hundreds of renders then delays another client's
 * render by about one render, not by its whole flood.
 */
export function createLimiter(
  concurrency: number,
  queueMax: number,
  perOwnerMax = queueMax,
): Limiter {
  let active = 0;
  let queued = 0;
  // Only owners with a job running or waiting (at most concurrency + queueMax); insertion
  // order breaks ties.
  const owners = new Map<string, Owner>();

  const forgetIfIdle = (name: string, owner: Owner) => {
    if (owner.running === 0 && owner.waiting.length === 0) owners.delete(name);
  };

  const release = () => {
    let next: Owner | undefined;
    for (const owner of owners.values()) {
      if (owner.waiting.length > 0 && (!next || owner.started < next.started)) next = owner;
    }
    if (!next) {
      active -= 1;
      return;
    }
    // The slot passes straight to the next job: `active` stays the same.
    queued -= 1;
    next.running += 1;
    next.started += 1;
    next.waiting.shift()!();
  };

  return {
    get active() {
      return active;
    },
    get queued() {
      return queued;
    },
    async run(job, name = '') {
      let owner = owners.get(name);
      if (!owner) {
        owner = { running: 0, started: 0, waiting: [] };
        owners.set(name, owner);
      }
      if (active < concurrency) {
        active += 1;
        owner.running += 1;
        owner.started += 1;
      } else if (queued >= queueMax || owner.waiting.length >= perOwnerMax) {
        forgetIfIdle(name, owner);
        throw imageBusy();
      } else {
        const mine = owner;
        queued += 1;
        // release() counts the job as running before it resumes.
        await new Promise<void>((resolve) => mine.waiting.push(resolve));
      }
      try {
        return await job();
      } finally {
        owner.running -= 1;
        forgetIfIdle(name, owner);
        release();
      }
    },
  };
}
