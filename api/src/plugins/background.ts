import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Background {
  /**
   * Runs work after the response, so its duration (a user lookup, a mail) cannot show in the
   * response time. Failures are logged, never thrown at the caller.
   */
  run(name: string, job: () => Promise<void>): void;
  /** Resolves once every job started so far has finished (tests, the dev outbox, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export function createBackground(log: FastifyInstance['log']): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, job) {
      const promise = Promise.resolve()
        .then(job)
        .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async idle() {
      // Jobs may start further jobs; wait until none is left.
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export default fp(
  async function backgroundPlugin(app: FastifyInstance) {
    const background = createBackground(app.log);
    app.decorate('background', background);
    // The database closes after the app: let running jobs finish with it first.
    app.addHook('onClose', () => background.idle());
  },
  { name: 'background' },
);
