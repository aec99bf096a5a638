import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { tools } from '../../platform/db/schema';

export type ToolRow = typeof tools.$inferSelect;

/** What a save writes: the form's fields with the credentials already sealed. */
export interface ToolValues {
  name: string;
  description: string;
  endpoint: string;
  method: string;
  access: string;
  payload: string;
  authentication: string;
  sealedCredentials: string | null;
  basicAuthUsername: string | null;
  apiKeyHeaderName: string | null;
}

export async function listTools(db: Database, organizationId: string): Promise<ToolRow[]> {
  return db
    .select()
    .from(tools)
    .where(eq(tools.organizationId, organizationId))
    .orderBy(asc(tools.createdAt), asc(tools.id));
}

export async function countTools(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(tools)
    .where(eq(tools.organizationId, organizationId));
  return row?.value ?? 0;
}

/** The tool if it belongs to the organization: another tenant's id finds nothing. */
export async function findTool(
  db: Database,
  organizationId: string,
  id: string,
): Promise<ToolRow | undefined> {
  const [row] = await db
    .select()
    .from(tools)
    .where(and(eq(tools.organizationId, organizationId), eq(tools.id, id)))
    .limit(1);
  return row;
}

/** `id` is chosen by the caller: the credentials in `values` are sealed for it. */
export async function insertTool(
  db: Database,
  organizationId: string,
  id: string,
  values: ToolValues,
): Promise<ToolRow> {
  const [row] = await db
    .insert(tools)
    .values({ id, organizationId, ...values })
    .returning();
  return row!;
}

export async function updateTool(
  db: Database,
  organizationId: string,
  id: string,
  values: ToolValues,
): Promise<ToolRow | undefined> {
  const [row] = await db
    .update(tools)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tools.organizationId, organizationId), eq(tools.id, id)))
    .returning();
  return row;
}

export async function deleteTool(db: Database, organizationId: string, id: string) {
  const rows = await db
    .delete(tools)
    .where(and(eq(tools.organizationId, organizationId), eq(tools.id, id)))
    .returning({ id: tools.id });
  return rows.length > 0;
}
