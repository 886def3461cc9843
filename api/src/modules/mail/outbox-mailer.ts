import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertOutboxMail } from './outbox.repository';
import type { Mailer } from './mail.types';

/**
 * Without SMTP the mail is stored in the outbox table, written as an RFC 822 .eml file under
 * DATA_DIR/outbox (any mail client opens it) and its link logged, so local flows and tests can
 * follow it. nodemailer's stream transport builds the message, so headers are encoded right.
 */
export function createOutboxMailer(options: {
  db: Db;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, dataDir, from, log } = options;
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const dir = path.join(dataDir, 'outbox');

  return {
    kind: 'outbox',
    async send(message) {
      const row = await insertOutboxMail(db, message);
      const built = await builder.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: row.createdAt,
      });
      const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${row.id}.eml`);
      // The links inside are live credentials: readable by the API's user only.
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.writeFile(file, built.message as Buffer, { mode: 0o600 });
      log.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        'mail kept in the outbox (SMTP_URL is unset)',
      );
    },
  };
}
