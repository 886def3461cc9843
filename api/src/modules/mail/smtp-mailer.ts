import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mail.types';

export function createSmtpMailer(options: {
  url: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      // Never log the link here: in production it is a live credential.
      options.log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
