import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { activationCodes, passwordResetTokens, users } from '../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function insertUser(
  db: Database,
  values: { email: string; name: string; passwordHash: string; active?: boolean },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  userId: string,
  values: Partial<Pick<UserRow, 'name' | 'phone' | 'active' | 'passwordHash'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Ends every session of the user: tokens carry the version they were issued with. */
export async function bumpTokenVersion(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

export type ActivationCodeRow = typeof activationCodes.$inferSelect;

export async function findActivationCode(db: Database, userId: string) {
  const [row] = await db.select().from(activationCodes).where(eq(activationCodes.userId, userId));
  return row;
}

/** Replaces the user's code: only the newest code is ever valid. */
export async function saveActivationCode(
  db: Database,
  values: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  const row = { ...values, failedAttempts: 0, createdAt: new Date() };
  await db
    .insert(activationCodes)
    .values(row)
    .onConflictDoUpdate({ target: activationCodes.userId, set: row });
}

/**
 * Takes one of the code's attempts before it is compared, in one statement, so that parallel
 * tries cannot all pass a check first (`failed_attempts` counts attempts taken: a right code
 * deletes the row). Answers the code with its count, or undefined when the user has no code or
 * its attempts are used up (findActivationCode tells which).
 */
export async function reserveActivationAttempt(
  db: Database,
  userId: string,
  maxAttempts: number,
): Promise<ActivationCodeRow | undefined> {
  const [row] = await db
    .update(activationCodes)
    .set({ failedAttempts: sql`${activationCodes.failedAttempts} + 1` })
    .where(and(eq(activationCodes.userId, userId), lt(activationCodes.failedAttempts, maxAttempts)))
    .returning();
  return row;
}

export async function deleteActivationCode(db: Database, userId: string): Promise<void> {
  await db.delete(activationCodes).where(eq(activationCodes.userId, userId));
}

export async function saveResetToken(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // A new link replaces older unused ones.
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Marks the token used if it is live, in one statement, so two concurrent requests cannot both
 * spend it. Answers the user id it belonged to.
 */
export async function consumeResetToken(
  db: Database,
  userId: string,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}
