import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A Redis connection for commands (counters); the subscriber is a connection of its own. */
const connect = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof connect>;

/**
 * What the API instances share (DESIGN §7). Without REDIS_URL there is one instance: messages go
 * to this process's own handlers and `redis` is null (counters stay in memory). With it, a
 * message reaches the handlers of every instance, this one at once and the others through
 * Redis pub/sub (within milliseconds), and `redis` keeps the shared counters.
 */
export interface SharedState {
  readonly redis: RedisClient | null;
  /** Runs every instance's handlers of `channel` with `message` (this instance's first). */
  publish(channel: string, message: string): void;
  /** `handler` runs for each message on `channel`, from any instance. */
  subscribe(channel: string, handler: (message: string) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedState: SharedState;
  }
}

const PREFIX = 'catalogo:';

export default fp(
  async function sharedStatePlugin(app: FastifyInstance) {
    const handlers = new Map<string, ((message: string) => void)[]>();
    const deliver = (channel: string, message: string) => {
      for (const handler of handlers.get(channel) ?? []) {
        try {
          handler(message);
        } catch (error) {
          app.log.error({ err: error, channel }, 'shared state handler failed');
        }
      }
    };
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('sharedState', {
        redis: null,
        publish: deliver,
        subscribe(channel, handler) {
          handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
        },
      } satisfies SharedState);
      return;
    }

    // Each instance knows its own messages (already delivered at once) by this id.
    const self = randomUUID();
    const onError = (error: unknown) => app.log.error({ err: error }, 'redis connection error');
    const redis = connect(url).on('error', onError);
    const subscriber = redis.duplicate().on('error', onError);
    await Promise.all([redis.connect(), subscriber.connect()]);
    const subscribed = new Set<string>();
    // Handlers subscribe while the app registers: it is ready once Redis confirmed them all.
    const confirmations: Promise<unknown>[] = [];
    app.addHook('onReady', async () => {
      await Promise.all(confirmations);
    });
    app.decorate('sharedState', {
      redis,
      publish(channel, message) {
        deliver(channel, message);
        redis.publish(PREFIX + channel, JSON.stringify({ from: self, message })).catch(onError);
      },
      subscribe(channel, handler) {
        handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
        if (subscribed.has(channel)) return;
        subscribed.add(channel);
        confirmations.push(
          subscriber.subscribe(PREFIX + channel, (raw) => {
            const { from, message } = JSON.parse(raw) as { from: string; message: string };
            if (from !== self) deliver(channel, message);
          }),
        );
      },
    } satisfies SharedState);
    app.addHook('onClose', async () => {
      await Promise.allSettled([subscriber.close(), redis.close()]);
    });
    app.log.info('shared state: Redis (rate limits and cache invalidation across instances)');
  },
  { name: 'shared-state', decorators: { fastify: ['config'] } },
);
