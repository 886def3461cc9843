import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Background {
  /**
   * Runs work after the response, so its duration (a user lookup, a mail) cannot show in the
   * response time. Failures are logged, never thrown at the caller. Once the app has closed,
   * a job is dropped with one log line instead: the database it would use is closing.
   */
  run(name: string, job: () => Promise<void>): void;
  /** Resolves once every job started so far has finished (tests, the dev outbox, shutdown). */
  idle(): Promise<void>;
  /** Waits for every job (including jobs they start), then refuses new ones (app close). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export function createBackground(log: FastifyInstance['log']): Background {
  const pending = new Set<Promise<void>>();
  let closed = false;
  const idle = async () => {
    // Jobs may start further jobs; wait until none is left.
    while (pending.size > 0) await Promise.all([...pending]);
  };
  return {
    run(name, job) {
      if (closed) {
        // A request whose client left before shutdown can still finish afterwards (its socket
        // no longer holds the server open): its job must not reach a closed database.
        log.warn({ job: name }, 'background job dropped: the app has closed');
        return;
      }
      const promise = Promise.resolve()
        .then(job)
        .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    idle,
    async drain() {
      await idle();
      closed = true;
    },
  };
}

export default fp(
  async function backgroundPlugin(app: FastifyInstance) {
    const background = createBackground(app.log);
    app.decorate('background', background);
    // The database closes after the app: let running jobs finish with it first.
    app.addHook('onClose', () => background.drain());
  },
  { name: 'background' },
);
