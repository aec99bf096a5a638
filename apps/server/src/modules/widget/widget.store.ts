import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { widgetSettings } from '../../platform/db/schema';

export type WidgetSettingsRow = typeof widgetSettings.$inferSelect;

export async function findWidgetSettings(
  db: Database,
  organizationId: string,
): Promise<WidgetSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(widgetSettings)
    .where(eq(widgetSettings.organizationId, organizationId))
    .limit(1);
  return row;
}

export async function saveWidgetSettings(
  db: Database,
  organizationId: string,
  values: Partial<
    Pick<WidgetSettingsRow, 'sealedIdentitySecret' | 'requireVerifiedVisitors' | 'showSources'>
  >,
): Promise<WidgetSettingsRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(widgetSettings)
    .values({ organizationId, ...set })
    .onConflictDoUpdate({ target: widgetSettings.organizationId, set })
    .returning();
  return row!;
}
