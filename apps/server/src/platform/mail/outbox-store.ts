import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type MailStatus, mailOutbox } from '../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * A claim older than this is taken to belong to a process that died while sending: the mail is
 * sent again (a rare duplicate, rather than a mail never sent).
 */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;

export async function insertQueuedMail(
  db: Database,
  row: Pick<OutboxRow, 'id' | 'kind' | 'to' | 'subject' | 'text' | 'html'>,
): Promise<void> {
  await db.insert(mailOutbox).values({ ...row, status: 'queued' });
}

/**
 * Takes the mail for one attempt, counting it, if nobody else holds it: one statement, so two
 * processes handed the same mail (a job and a sweep) never both send it.
 */
export async function claimMail(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(
          eq(mailOutbox.status, 'queued'),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.updatedAt, STALE_CLAIM)),
        ),
      ),
    )
    .returning();
  return row;
}

/** Records how the attempt ended; a finished mail (sent or failed) loses its body. */
export async function settleMail(
  db: Database,
  id: string,
  outcome: { status: Extract<MailStatus, 'queued' | 'sent' | 'failed'>; error?: string },
): Promise<void> {
  const finished = outcome.status !== 'queued';
  await db
    .update(mailOutbox)
    .set({
      status: outcome.status,
      lastError: outcome.error ?? null,
      updatedAt: sql`now()`,
      ...(outcome.status === 'sent' ? { sentAt: sql`now()` } : {}),
      ...(finished ? { text: '', html: null } : {}),
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Mail whose job was lost (a crash, a Redis emptied by a restart): queued and untouched for
 * longer than any retry waits (`queuedForMs`), or claimed by a process that died.
 */
export async function listForgottenMail(
  db: Database,
  queuedForMs: number,
  limit: number,
): Promise<string[]> {
  const forgotten = sql`now() - make_interval(secs => ${queuedForMs / 1000})`;
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.updatedAt, forgotten)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.updatedAt, STALE_CLAIM)),
      ),
    )
    .orderBy(mailOutbox.updatedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
