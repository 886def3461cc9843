/** One mail as the flows write it; the transport decides how it leaves (SMTP or outbox). */
export interface MailMessage {
  /** The tenant the mail belongs to; null for platform mails. */
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the reader must follow (confirmation, reset), kept for local flows and tests. */
  link?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' stores the mail locally (no SMTP configured). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
