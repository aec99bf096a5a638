import type { ContentItem } from '@frontdesk/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { contentPassages, contents } from '../../platform/db/schema';
import { splitIntoPassages } from './passages';

/** A snippet as stored, with the passages retrieval searches. */
export interface StoredContent {
  item: ContentItem;
  passages: { id: string; text: string }[];
}

function toItem(row: typeof contents.$inferSelect): ContentItem {
  return { id: row.id, text: row.text, created_at: row.createdAt.toISOString() };
}

/** Stores the snippet and its passages together, so retrieval never sees half a snippet. */
export async function insertContent(
  db: Database,
  organizationId: string,
  text: string,
): Promise<StoredContent> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contents).values({ organizationId, text }).returning();
    const texts = splitIntoPassages(text);
    const passages =
      texts.length === 0
        ? []
        : await tx
            .insert(contentPassages)
            .values(
              texts.map((passage, position) => ({
                organizationId,
                contentId: row!.id,
                position,
                text: passage,
              })),
            )
            .returning({ id: contentPassages.id, text: contentPassages.text });
    return { item: toItem(row!), passages };
  });
}

/**
 * How many snippets the list answers at most, newest first. Plans cap contents far below (100
 * today), so this never hides one; it keeps the answer from growing with the table if a cap is
 * lifted or rows arrive another way.
 */
export const CONTENT_LIST_LIMIT = 500;

export async function listContents(db: Database, organizationId: string): Promise<ContentItem[]> {
  const rows = await db
    .select()
    .from(contents)
    .where(eq(contents.organizationId, organizationId))
    .orderBy(desc(contents.createdAt), desc(contents.id))
    .limit(CONTENT_LIST_LIMIT);
  return rows.map(toItem);
}

export async function countContents(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contents)
    .where(eq(contents.organizationId, organizationId));
  return row?.value ?? 0;
}

/** Deletes within the tenant only; answers whether anything was deleted. Passages cascade. */
export async function deleteContent(
  db: Database,
  organizationId: string,
  contentId: string,
): Promise<boolean> {
  const rows = await db
    .delete(contents)
    .where(and(eq(contents.organizationId, organizationId), eq(contents.id, contentId)))
    .returning({ id: contents.id });
  return rows.length > 0;
}
