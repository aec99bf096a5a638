import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database';
import { createCapturingLogger } from '../../../test/support/log-capture';
import { deleteKeys, findTestRedis, uniquePrefix } from '../../../test/support/redis';
import { type SmtpCapture, startSmtpCapture } from '../../../test/support/smtp';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createJobQueue, type JobQueue } from '../jobs';
import { createRedisJobQueue } from '../jobs-redis';
import { createRedisClient, waitUntilReady } from '../redis';
import { deriveKeys } from '../secrets';
import { createQueuedMailer, type MailRetry } from './mail-queue';
import { createSmtpTransport, type MailTransport } from './mailer';

const sealingKeys = deriveKeys({
  jwtSecret: new TextEncoder().encode('mail-queue-test-secret-long-enough-for-hs256'),
  encryptionKey: Buffer.alloc(32, 3),
}).credentials;
const QUICK_RETRY: MailRetry = { attempts: 3, backoffMs: 30 };

let database: DatabaseHandle;
let smtp: SmtpCapture;
let transport: MailTransport;
let log: Logger;
let lines: string[];
beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpCapture();
  ({ logger: log, lines } = createCapturingLogger());
  transport = await createSmtpTransport(smtp.url, 'Frontdesk <no-reply@frontdesk.test>', log);
});
afterAll(async () => {
  await transport?.close();
  await smtp?.close();
  await database?.close();
});

const rowTo = async (to: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  if (!row) throw new Error(`no outbox row for ${to}`);
  return row;
};

function mailerOn(jobs: JobQueue, retry = QUICK_RETRY) {
  return createQueuedMailer({ db: database.db, jobs, transport, sealingKeys, log, retry });
}

const resetMail = (to: string) => ({
  kind: 'password reset',
  to,
  subject: 'Reset your Frontdesk password',
  text: 'Open http://app.test/change-password?token=s3cr3t-token to choose a new password.',
});

describe('mail as a job, recorded in mail_outbox', () => {
  it('keeps the body sealed in the table while the mail is on its way, and empties it once sent', async () => {
    const jobs = createJobQueue(log);
    let duringDelivery: typeof mailOutbox.$inferSelect | undefined;
    const watching: MailTransport = {
      async deliver(mail) {
        duringDelivery = await rowTo(mail.to);
        await transport.deliver(mail);
      },
      close: async () => {},
    };
    const mailer = createQueuedMailer({
      db: database.db,
      jobs,
      transport: watching,
      sealingKeys,
      log,
    });
    await mailer.send(resetMail('sealed@example.com'));

    const mail = await smtp.waitFor('sealed@example.com', 'Reset your Frontdesk password');
    expect(mail.text).toContain('s3cr3t-token');
    expect(duringDelivery).toMatchObject({
      status: 'sending',
      attempts: 1,
      kind: 'password reset',
    });
    expect(duringDelivery?.text.startsWith('v2.')).toBe(true);
    expect(duringDelivery?.text).not.toContain('s3cr3t-token');
    await jobs.drain();
    const sent = await rowTo('sealed@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, text: '', html: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(lines.join('\n')).not.toContain('s3cr3t-token');
    await jobs.close();
  });

  it('retries with back-off while the SMTP server says try later, then records the delivery', async () => {
    const jobs = createJobQueue(log);
    const mailer = mailerOn(jobs);
    smtp.refuseNext(2, 451, 'Greylisted, try again later');
    const before = smtp.attempts();
    await mailer.send(resetMail('later@example.com'));
    await smtp.waitFor('later@example.com', 'Reset your Frontdesk password');
    await jobs.drain();
    expect(smtp.attempts() - before).toBe(3);
    const row = await rowTo('later@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.countTo('later@example.com')).toBe(1);
    await jobs.close();
  });

  it('records a refusal for good after one attempt, and does not try again', async () => {
    const jobs = createJobQueue(log);
    const mailer = mailerOn(jobs);
    smtp.refuseNext(1, 550, 'No such mailbox');
    await mailer.send(resetMail('nobody@example.com'));
    await expect.poll(async () => (await rowTo('nobody@example.com')).status).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 150)); // longer than any retry wait
    const row = await rowTo('nobody@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, text: '' });
    expect(row.lastError).toContain('550');
    expect(lines.some((line) => line.includes('mail delivery failed for good'))).toBe(true);
    await jobs.close();
  });

  it('gives up after the last attempt, the row saying how often it tried and why it failed', async () => {
    const jobs = createJobQueue(log);
    const mailer = mailerOn(jobs);
    smtp.refuseNext(3, 421, 'Service not available');
    await mailer.send(resetMail('down@example.com'));
    await expect.poll(async () => (await rowTo('down@example.com')).status).toBe('failed');
    const row = await rowTo('down@example.com');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toContain('421');
    expect(smtp.countTo('down@example.com')).toBe(0);
    await jobs.close();
  });

  it('delivers mail whose job was lost when the process stopped, once, after a restart', async () => {
    // A process that stopped before its job ran: the queue is closed, the row stays queued.
    const stopped = createJobQueue(log);
    await stopped.close();
    await mailerOn(stopped).send(resetMail('crash@example.com'));
    expect((await rowTo('crash@example.com')).status).toBe('queued');

    // The next process sweeps for mail queued longer than any retry would wait.
    const restarted = createJobQueue(log);
    const mailer = createQueuedMailer({
      db: database.db,
      jobs: restarted,
      transport,
      sealingKeys,
      log,
      retry: QUICK_RETRY,
      forgottenAfterMs: 0,
    });
    expect(await mailer.resumeForgotten()).toBeGreaterThanOrEqual(1);
    await restarted.drain();
    await smtp.waitFor('crash@example.com', 'Reset your Frontdesk password');
    expect(await rowTo('crash@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
    // Swept again: nothing is left to send, and nothing is sent twice.
    await mailer.resumeForgotten();
    await restarted.drain();
    expect(smtp.countTo('crash@example.com')).toBe(1);
    await restarted.close();
  });
});

const redisUrl = await findTestRedis();

describe.skipIf(!redisUrl)('mail jobs on Redis', () => {
  it('retries through BullMQ and records the delivery', async () => {
    const prefix = uniquePrefix('mail').replace(/:$/, '');
    const client = createRedisClient(redisUrl!, 'mail-test');
    await waitUntilReady(client, 2000);
    const jobs = createRedisJobQueue({ client, url: redisUrl!, prefix, log });
    try {
      const mailer = mailerOn(jobs);
      smtp.refuseNext(1, 451, 'Try again later');
      await mailer.send(resetMail('bullmq@example.com'));
      await smtp.waitFor('bullmq@example.com', 'Reset your Frontdesk password', 10_000);
      await expect.poll(async () => (await rowTo('bullmq@example.com')).status).toBe('sent');
      expect((await rowTo('bullmq@example.com')).attempts).toBe(2);
      expect(jobs.fallbacks).toBe(0);
    } finally {
      await jobs.close();
      client.disconnect();
      await deleteKeys(redisUrl!, prefix);
    }
  });
});
