import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../plugins/errors';
import { latestOutboxMailSchema } from './mail.schemas';
import { findLatestOutboxMail } from './outbox.repository';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Lets local runs and e2e tests follow mailed links. app.ts registers it only outside
 * production and without SMTP: the outbox holds live confirmation and reset links. It answers
 * loopback clients only.
 */
const mailDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this machine may read it (a dev API listens on 0.0.0.0): others get the plain 404.
  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) return reply.callNotFound();
  });
  app.get('/dev/outbox/latest', { schema: latestOutboxMailSchema }, async (request) => {
    // Mails go out in the background; a caller asking right after a request must see them.
    await app.background.idle();
    const tenant = await request.loadTenant();
    const row = await findLatestOutboxMail(
      app.db,
      request.query.to.trim().toLowerCase(),
      tenant?.id ?? null,
    );
    if (!row) throw new AppError(404, 'MAIL_NOT_FOUND', 'Nenhum e-mail para este endereço.');
    return {
      to: row.to,
      subject: row.subject,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
    };
  });
};

export default mailDevRoutes;
