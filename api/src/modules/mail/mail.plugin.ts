import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './mail.types';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set, else the local outbox (DESIGN §5). */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const { mail, dataDir } = app.config;
    if (mail.smtpUrl) {
      const smtp = createSmtpMailer({ url: mail.smtpUrl, from: mail.from, log: app.log });
      app.decorate('mailer', smtp);
      app.addHook('onClose', async () => smtp.close());
      return;
    }
    if (app.config.production) {
      app.log.warn('SMTP_URL is unset: mails go to the outbox and are not delivered');
    }
    app.decorate(
      'mailer',
      createOutboxMailer({ db: app.db, dataDir, from: mail.from, log: app.log }),
    );
  },
  { name: 'mail', decorators: { fastify: ['config', 'db'] } },
);
