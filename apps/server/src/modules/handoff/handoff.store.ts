import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { handoffSettings } from '../../platform/db/schema';

export type HandoffSettingsRow = typeof handoffSettings.$inferSelect;

export async function findHandoffSettings(
  db: Database,
  organizationId: string,
): Promise<HandoffSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(handoffSettings)
    .where(eq(handoffSettings.organizationId, organizationId))
    .limit(1);
  return row;
}

export async function saveHandoffSettings(
  db: Database,
  organizationId: string,
  values: Pick<HandoffSettingsRow, 'settings' | 'sealedWebhookSecret'>,
): Promise<HandoffSettingsRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(handoffSettings)
    .values({ organizationId, ...set })
    .onConflictDoUpdate({ target: handoffSettings.organizationId, set })
    .returning();
  return row!;
}
