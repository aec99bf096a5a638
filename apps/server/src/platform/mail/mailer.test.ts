import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database';
import { createCapturingLogger } from '../../../test/support/log-capture';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createJobQueue } from '../jobs';
import { deriveKeys } from '../secrets';
import { createQueuedMailer } from './mail-queue';
import { createOutboxTransport } from './mailer';

let database: DatabaseHandle;
let directory: string;
beforeAll(async () => {
  database = await openTestDatabase();
  directory = path.join(await mkdtemp(path.join(os.tmpdir(), 'frontdesk-outbox-')), 'outbox');
});
afterAll(async () => {
  await database?.close();
  await rm(path.dirname(directory), { recursive: true, force: true });
});

describe('the outbox mailer (no SMTP_URL, local use)', () => {
  it('keeps the mail where its reader can find it, and logs only that it was written', async () => {
    const { logger: log, lines: logs } = createCapturingLogger();
    const link = 'http://localhost:3000/change-password?email=ann%40example.com&token=s3cr3t-reset';
    const jobs = createJobQueue(log);
    const mailer = createQueuedMailer({
      db: database.db,
      jobs,
      transport: createOutboxTransport({ log, directory }),
      sealingKeys: deriveKeys({ jwtSecret: new Uint8Array(32), encryptionKey: Buffer.alloc(32, 1) })
        .credentials,
      log,
    });
    await mailer.send({
      kind: 'password reset',
      to: 'ann@example.com',
      subject: 'Reset your Frontdesk password',
      text: `Your activation code is 482913\n${link}`,
    });
    await jobs.drain();

    const [file] = await readdir(directory);
    expect(file).toBeDefined();
    const written = path.join(directory, file!);
    expect(await readFile(written, 'utf8')).toContain(link);
    expect((await stat(written)).mode & 0o077).toBe(0); // readable by the server's user only
    const rows = await database.db.select().from(mailOutbox);
    // Recorded as delivered, without the body: the file is where its reader finds it.
    expect(rows).toEqual([
      expect.objectContaining({ to: 'ann@example.com', status: 'sent', text: '' }),
    ]);

    const text = logs.join('\n');
    expect(text).toContain('mail written to the outbox');
    expect(text).toContain('ann@example.com');
    expect(text).toContain(written);
    expect(text).not.toContain('482913');
    expect(text).not.toContain('s3cr3t-reset');
  });
});
