import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Delivers a mail. Never throws: a failed delivery is logged, the caller's request goes on. */
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery through SMTP (nodemailer). */
export async function createSmtpMailer(
  smtpUrl: string,
  from: string,
  log: Logger,
): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      } catch (error) {
        log.error({ err: error, subject: mail.subject }, 'mail delivery failed');
      }
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The embedded default: no SMTP server, so the mail is stored in the outbox table and printed to
 * the log, where a person running the product locally can read their activation code or link.
 */
export function createOutboxMailer(db: Database, log: Logger): Mailer {
  return {
    async send(mail) {
      try {
        await db.insert(mailOutbox).values(mail);
        log.info(
          { to: mail.to, subject: mail.subject },
          `mail written to the outbox:\n${mail.text}`,
        );
      } catch (error) {
        log.error({ err: error, subject: mail.subject }, 'could not write mail to the outbox');
      }
    },
    async close() {},
  };
}
