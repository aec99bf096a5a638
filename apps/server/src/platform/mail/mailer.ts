import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  /**
   * What the log calls this mail (`activation code`, `contact form`): a fixed label, because a
   * subject may carry someone's name or words and is never logged.
   */
  kind: string;
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
        const { kind: _kind, ...message } = mail;
        await transport.sendMail({ from, ...message });
        log.info({ to: mail.to, kind: mail.kind }, 'mail sent');
      } catch (error) {
        log.error({ err: error, kind: mail.kind }, 'mail delivery failed');
      }
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The embedded default, for local use (config refuses it when DATABASE_URL is set): no SMTP
 * server, so the mail is stored in the outbox table and written as a text file readable only by
 * the server's user, where the person running the product reads their activation code or link.
 * The log says where the file is, never what the mail says.
 */
export function createOutboxMailer(deps: {
  db: Database;
  log: Logger;
  /** Where each mail is written as one text file (`DATA_DIR/outbox`). */
  directory: string;
}): Mailer {
  const { db, log, directory } = deps;
  return {
    async send(mail) {
      try {
        const { to, subject, text, html } = mail;
        await db.insert(mailOutbox).values({ to, subject, text, html });
        await mkdir(directory, { recursive: true, mode: 0o700 });
        const file = path.join(
          directory,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.txt`,
        );
        const content = `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
        await writeFile(file, content, { mode: 0o600, flag: 'wx' });
        log.info({ to: mail.to, kind: mail.kind, file }, 'mail written to the outbox');
      } catch (error) {
        log.error({ err: error, kind: mail.kind }, 'could not write mail to the outbox');
      }
    },
    async close() {},
  };
}
