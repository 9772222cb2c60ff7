import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { emailOutbox } from '../db/schema';
import type { Database } from './database';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the e-mail is for (password_reset, email_confirmation, …): kept in the outbox. */
  kind: string;
  /** The link the e-mail carries; printed in the log when there is no SMTP server. */
  link?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  /** SMTP only: connects and authenticates without sending (the status page's check). */
  verify?(): Promise<void>;
}

/**
 * Every message is recorded in email_outbox. With SMTP_URL it is also delivered; without it the
 * outbox *is* the delivery and the link goes to the log, so a fresh machine can still reset a password.
 */
export function createMailer(options: {
  db: Database;
  logger: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  /**
   * Whether an outbox e-mail's link goes to the log (a fresh machine's only way to reset a
   * password). Never in production: a reset link is a password, and logs travel far.
   */
  logLinks: boolean;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    ...(transport ? { verify: async () => void (await transport.verify()) } : {}),
    async send(message) {
      const record = {
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        kind: message.kind,
      };
      if (!transport) {
        await options.db.insert(emailOutbox).values({ ...record, status: 'stored' });
        if (options.logLinks) {
          options.logger.info(
            { kind: message.kind, to: message.to, link: message.link },
            'E-mail stored in the outbox (no SMTP_URL configured)',
          );
        } else {
          options.logger.info({ kind: message.kind }, 'E-mail stored in the outbox (no SMTP_URL configured)');
        }
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await options.db.insert(emailOutbox).values({ ...record, status: 'sent', sentAt: new Date() });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await options.db.insert(emailOutbox).values({ ...record, status: 'failed', error: reason });
        options.logger.error({ kind: message.kind, reason }, 'E-mail delivery failed');
        throw error;
      }
    },
  };
}
