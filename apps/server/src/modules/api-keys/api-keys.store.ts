import type { CreatedApiKey, ListedApiKey } from '@frontdesk/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { randomToken } from '../../platform/crypto';
import type { Database } from '../../platform/db/client';
import { apiKeys } from '../../platform/db/schema';

/** Public keys are prefixed (recognisable in code and in secret scanners) and carry 256 random bits. */
export const API_KEY_PREFIX = 'fd_pk_';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: Database,
  organizationId: string,
  values: { name: string; description: string; allowedOrigins: string[] },
): Promise<CreatedApiKey> {
  const [row] = await db
    .insert(apiKeys)
    .values({ organizationId, ...values, key: `${API_KEY_PREFIX}${randomToken(32)}` })
    .returning();
  const { createdAt, organizationId: _org, ...rest } = row!;
  return { ...rest, createdAt: createdAt.toISOString() };
}

export async function listApiKeys(db: Database, organizationId: string): Promise<ListedApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(({ createdAt, organizationId: _org, ...rest }) => ({
    ...rest,
    created_at: createdAt.toISOString(),
  }));
}

export async function countApiKeys(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId));
  return row?.value ?? 0;
}

export async function deleteApiKey(
  db: Database,
  organizationId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The key's row, looked up on every public call, so a deleted key stops working at once. */
export async function findApiKey(db: Database, key: string): Promise<ApiKeyRow | undefined> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return undefined;
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.key, key)).limit(1);
  return row;
}
