import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { decryptSecret, encryptSecret, type SealingKeys } from '../crypto';
import type { Database } from '../db/client';
import { backoffDelay, type JobDefinition, type JobQueue } from '../jobs';
import { isPermanentMailError, type Mail, type Mailer, type MailTransport } from './mailer';
import {
  claimMail,
  insertQueuedMail,
  listForgottenMail,
  type OutboxRow,
  settleMail,
} from './outbox-store';

export const MAIL_JOB = 'mail';
export const MAIL_SWEEP_JOB = 'mail-sweep';

export interface MailRetry {
  /** Tries in all for one mail. */
  attempts: number;
  /** The first wait between tries; it doubles each time. */
  backoffMs: number;
}

/** 15 s, 30 s, 1 min, 2 min, 4 min: an SMTP server away for about 8 minutes loses no mail. */
const DEFAULT_RETRY: MailRetry = { attempts: 6, backoffMs: 15_000 };
/** How often each process looks for mail whose job was lost. */
const SWEEP_EVERY_MS = 60_000;
/** Mails re-added per sweep: a backlog is worked through a minute at a time. */
const SWEEP_BATCH = 200;

export interface QueuedMailer extends Mailer {
  /** Re-adds the jobs of mail that is still queued long after it should have been tried. */
  resumeForgotten(): Promise<number>;
}

export interface QueuedMailerDeps {
  db: Database;
  jobs: JobQueue;
  transport: MailTransport;
  /** Seals the body while it waits in the table (a reset link must not sit there readable). */
  sealingKeys: SealingKeys;
  log: Logger;
  retry?: MailRetry;
  /**
   * Queued and untouched this long means its job was lost. Default: the longest retry wait plus a
   * minute, so a mail waiting for its next try is never taken for lost.
   */
  forgottenAfterMs?: number;
}

/** Where a sealed body belongs: this purpose and this row, so it opens nowhere else. */
const sealContext = (id: string, part: 'text' | 'html') => ['mail-outbox', id, part];

/**
 * Mail as background work: `send` writes the mail to `mail_outbox` (status `queued`, body sealed)
 * and adds a job carrying only its id, so the request does not wait for SMTP and neither Redis
 * nor a log line ever holds the mail. The job claims the row, delivers it and records the
 * outcome: `sent`; back to `queued` with the error and a retry after a back-off; or `failed`
 * when the server refused it for good or the attempts are spent. A sweep every minute re-adds
 * mail whose job was lost, so the row, not the queue, is what guarantees delivery.
 */
export function createQueuedMailer(deps: QueuedMailerDeps): QueuedMailer {
  const { db, jobs, transport, sealingKeys, log } = deps;
  const retry = deps.retry ?? DEFAULT_RETRY;
  const definition: JobDefinition<{ id: string }> = {
    attempts: retry.attempts,
    backoffMs: retry.backoffMs,
    run: ({ id }) => deliver(id),
  };
  const forgottenAfterMs =
    deps.forgottenAfterMs ?? backoffDelay(definition, Math.max(1, retry.attempts - 1)) + 60_000;

  const addJob = (id: string) => jobs.add(MAIL_JOB, { id }, { jobId: id });

  function open(row: OutboxRow): Mail {
    return {
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      text: decryptSecret(row.text, sealingKeys, sealContext(row.id, 'text')),
      ...(row.html
        ? { html: decryptSecret(row.html, sealingKeys, sealContext(row.id, 'html')) }
        : {}),
    };
  }

  async function deliver(id: string) {
    const row = await claimMail(db, id);
    // Sent already, given up, or being sent by another process right now.
    if (!row) return;
    let mail: Mail;
    try {
      mail = open(row);
    } catch {
      await settleMail(db, id, { status: 'failed', error: 'sealed under another ENCRYPTION_KEY' });
      log.error({ kind: row.kind, mailId: id }, 'mail could not be opened: not sent');
      return;
    }
    try {
      await transport.deliver(mail);
    } catch (error) {
      const isFinal = isPermanentMailError(error) || row.attempts >= retry.attempts;
      await settleMail(db, id, { status: isFinal ? 'failed' : 'queued', error: reasonOf(error) });
      if (!isFinal) throw error; // the queue tries again after its back-off
      log.error(
        { err: error, kind: row.kind, mailId: id, attempts: row.attempts },
        'mail delivery failed for good',
      );
      return;
    }
    await settleMail(db, id, { status: 'sent' });
  }

  async function resumeForgotten() {
    const ids = await listForgottenMail(db, forgottenAfterMs, SWEEP_BATCH);
    for (const id of ids) await addJob(id);
    if (ids.length > 0) log.info({ count: ids.length }, 'mail re-added for delivery');
    return ids.length;
  }

  jobs.define(MAIL_JOB, definition);
  jobs.define(MAIL_SWEEP_JOB, { run: async () => void (await resumeForgotten()) });
  void jobs.every(MAIL_SWEEP_JOB, SWEEP_EVERY_MS);

  return {
    async send(mail) {
      const id = randomUUID();
      try {
        await insertQueuedMail(db, {
          id,
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          text: encryptSecret(mail.text, sealingKeys, sealContext(id, 'text')),
          html: mail.html ? encryptSecret(mail.html, sealingKeys, sealContext(id, 'html')) : null,
        });
        await addJob(id);
      } catch (error) {
        log.error({ err: error, kind: mail.kind }, 'mail could not be queued');
      }
    },
    resumeForgotten,
    // The transport belongs to whoever made it (the process entry closes it after the app).
    close: async () => {},
  };
}

/** The SMTP reply or the connection error, short: what an operator needs to see in the row. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}
