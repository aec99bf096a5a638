import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

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

/** What services send mail through: the mail is recorded and delivered by a job (`mail-queue.ts`). */
export interface Mailer {
  /** Hands a mail over for delivery. Never throws: a failed delivery is logged and retried. */
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** How a mail leaves: an SMTP server, or (local use) a file in the outbox directory. */
export interface MailTransport {
  /** Delivers one mail, or throws; the job that called it decides whether to try again. */
  deliver(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/**
 * Whether trying again cannot help: the SMTP server refused the mail for good (a 5xx reply such
 * as an unknown mailbox) or the address cannot be used. Connection errors and 4xx replies are
 * temporary.
 */
export function isPermanentMailError(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  return (
    (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) ||
    code === 'EENVELOPE'
  );
}

/** Real delivery through SMTP (nodemailer). */
export async function createSmtpTransport(
  smtpUrl: string,
  from: string,
  log: Logger,
): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  // A server that stops answering must free the attempt well before another process may take the
  // mail over as abandoned (5 minutes, outbox-store.ts); nodemailer's own idle limit is 10.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async deliver(mail) {
      const { kind: _kind, ...message } = mail;
      await transport.sendMail({ from, ...message });
      log.info({ to: mail.to, kind: mail.kind }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The embedded default, for local use (config refuses it when DATABASE_URL is set): no SMTP
 * server, so each mail is written as a text file readable only by the server's user, where the
 * person running the product reads their activation code or link. The log says where the file
 * is, never what the mail says.
 */
export function createOutboxTransport(deps: {
  log: Logger;
  /** Where each mail is written as one text file (`DATA_DIR/outbox`). */
  directory: string;
}): MailTransport {
  const { log, directory } = deps;
  return {
    async deliver(mail) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const file = path.join(
        directory,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.txt`,
      );
      const content = `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
      await writeFile(file, content, { mode: 0o600, flag: 'wx' });
      log.info({ to: mail.to, kind: mail.kind, file }, 'mail written to the outbox');
    },
    async close() {},
  };
}
