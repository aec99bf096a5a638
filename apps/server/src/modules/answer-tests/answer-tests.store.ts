import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { answerTests } from '../../platform/db/schema';

export type AnswerTestRow = typeof answerTests.$inferSelect;

/** What a run found for one test. */
export interface StoredVerdict {
  id: string;
  passed: boolean;
  answer: string;
  reason: string | null;
}

/** Oldest first: the order the business wrote them in. */
export async function listTests(db: Database, organizationId: string): Promise<AnswerTestRow[]> {
  return db
    .select()
    .from(answerTests)
    .where(eq(answerTests.organizationId, organizationId))
    .orderBy(asc(answerTests.createdAt), asc(answerTests.id));
}

export async function countTests(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(answerTests)
    .where(eq(answerTests.organizationId, organizationId));
  return row?.value ?? 0;
}

export async function insertTest(
  db: Database,
  organizationId: string,
  values: Pick<AnswerTestRow, 'question' | 'expectation' | 'text' | 'contentId'>,
): Promise<AnswerTestRow> {
  const [row] = await db
    .insert(answerTests)
    .values({ organizationId, ...values })
    .returning();
  return row!;
}

/** Within the tenant only; answers whether a test was deleted. */
export async function deleteTest(db: Database, organizationId: string, id: string) {
  const deleted = await db
    .delete(answerTests)
    .where(and(eq(answerTests.organizationId, organizationId), eq(answerTests.id, id)))
    .returning({ id: answerTests.id });
  return deleted.length > 0;
}

/**
 * Records a run in one statement (200 tests, one round trip): each verdict becomes the latest and
 * the one it replaces becomes `previously_passed`, which is what 'Newly failing' compares. A test
 * deleted while the run went on is simply not found.
 */
export async function recordVerdicts(
  db: Database,
  organizationId: string,
  verdicts: StoredVerdict[],
  ranAt: Date,
): Promise<void> {
  if (verdicts.length === 0) return;
  const rows = sql`jsonb_to_recordset(${JSON.stringify(verdicts)}::jsonb)
    AS v(id uuid, passed boolean, answer text, reason text)`;
  await db.execute(sql`
    UPDATE ${answerTests} SET
      previously_passed = ${answerTests.lastPassed},
      last_passed = v.passed,
      last_answer = v.answer,
      last_reason = v.reason,
      last_run_at = ${ranAt.toISOString()}::timestamptz
    FROM ${rows}
    WHERE ${answerTests.id} = v.id AND ${answerTests.organizationId} = ${organizationId}`);
}
