import { and, count, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { knowledgeSourcePages, knowledgeSources } from '../../platform/db/schema';
import { runOutsideTenant } from '../../platform/db/tenant-context';
import { checkQuotaInTransaction, type QuotaCheck } from '../../platform/db/transaction-lock';

export type SourceRow = typeof knowledgeSources.$inferSelect;
export type PageRow = typeof knowledgeSourcePages.$inferSelect;
export type NewSource = Omit<typeof knowledgeSources.$inferInsert, 'organizationId' | 'id'>;
export type PageValues = Omit<
  typeof knowledgeSourcePages.$inferInsert,
  'organizationId' | 'sourceId' | 'id' | 'url'
>;

/** The page or file a content of a source came from, as an answer's source names it. */
export interface PageOfContent {
  url: string | null;
  title: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Pages the detail answers at most, newest first. */
export const PAGE_LIST_LIMIT = 1000;

const ownedSource = (organizationId: string, id: string) =>
  and(eq(knowledgeSources.organizationId, organizationId), eq(knowledgeSources.id, id));

/** The one owner of `knowledge_sources` and `knowledge_source_pages`; every query tenant first. */
export function createKnowledgeSourcesStore(db: Database) {
  const countSources = async (executor: Database, organizationId: string) =>
    (
      await executor
        .select({ value: count() })
        .from(knowledgeSources)
        .where(eq(knowledgeSources.organizationId, organizationId))
    )[0]?.value ?? 0;

  return {
    countSources: (organizationId: string) => countSources(db, organizationId),

    /**
     * Adds a source if the organization's contents pass the plan's check: `others` (its snippets)
     * plus its sources, counted under the quota lock in the insert's transaction.
     */
    insertSource(organizationId: string, values: NewSource, check: QuotaCheck, others: number) {
      return db.transaction(async (tx) => {
        await checkQuotaInTransaction(tx, {
          organizationId,
          resource: 'contents',
          check,
          count: async () => others + (await countSources(tx as Database, organizationId)),
        });
        const [row] = await tx
          .insert(knowledgeSources)
          .values({ ...values, organizationId })
          .returning();
        return row!;
      });
    },

    async listSources(organizationId: string) {
      return db
        .select()
        .from(knowledgeSources)
        .where(eq(knowledgeSources.organizationId, organizationId))
        .orderBy(desc(knowledgeSources.createdAt), desc(knowledgeSources.id))
        .limit(500);
    },

    async findSource(organizationId: string, id: string): Promise<SourceRow | undefined> {
      const [row] = await db.select().from(knowledgeSources).where(ownedSource(organizationId, id));
      return row;
    },

    async updateSource(organizationId: string, id: string, values: Partial<NewSource>) {
      await db.update(knowledgeSources).set(values).where(ownedSource(organizationId, id));
    },

    /** Deletes the source and its pages; answers the contents its pages held (theirs to delete). */
    async deleteSource(organizationId: string, id: string): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: knowledgeSources.id })
          .from(knowledgeSources)
          .where(ownedSource(organizationId, id))
          .for('update');
        if (!found) return undefined;
        const pages = await tx
          .select({ contentId: knowledgeSourcePages.contentId })
          .from(knowledgeSourcePages)
          .where(
            and(
              eq(knowledgeSourcePages.organizationId, organizationId),
              eq(knowledgeSourcePages.sourceId, id),
              isNotNull(knowledgeSourcePages.contentId),
            ),
          );
        await tx.delete(knowledgeSources).where(ownedSource(organizationId, id));
        return pages.map((page) => page.contentId!);
      });
    },

    /** Pages with content per source of the organization (the plan counts them all). */
    async countPagesBySource(organizationId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ sourceId: knowledgeSourcePages.sourceId, value: count() })
        .from(knowledgeSourcePages)
        .where(
          and(
            eq(knowledgeSourcePages.organizationId, organizationId),
            isNotNull(knowledgeSourcePages.contentId),
          ),
        )
        .groupBy(knowledgeSourcePages.sourceId);
      return new Map(rows.map((row) => [row.sourceId, row.value]));
    },

    /** Pages with content in all the organization's sources. */
    async countPages(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(knowledgeSourcePages)
        .where(
          and(
            eq(knowledgeSourcePages.organizationId, organizationId),
            isNotNull(knowledgeSourcePages.contentId),
          ),
        );
      return row?.value ?? 0;
    },

    /** Pages with content in the organization's other sources. */
    async countPagesOutside(organizationId: string, sourceId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(knowledgeSourcePages)
        .where(
          and(
            eq(knowledgeSourcePages.organizationId, organizationId),
            ne(knowledgeSourcePages.sourceId, sourceId),
            isNotNull(knowledgeSourcePages.contentId),
          ),
        );
      return row?.value ?? 0;
    },

    async listPages(organizationId: string, sourceId: string, limit = PAGE_LIST_LIMIT) {
      return db
        .select()
        .from(knowledgeSourcePages)
        .where(
          and(
            eq(knowledgeSourcePages.organizationId, organizationId),
            eq(knowledgeSourcePages.sourceId, sourceId),
          ),
        )
        .orderBy(sql`${knowledgeSourcePages.fetchedAt} DESC NULLS LAST`, knowledgeSourcePages.url)
        .limit(limit);
    },

    /** Writes what a sync learned of one page (inserted the first time, replaced after). */
    async savePage(organizationId: string, sourceId: string, url: string, values: PageValues) {
      await db
        .insert(knowledgeSourcePages)
        .values({ ...values, organizationId, sourceId, url })
        .onConflictDoUpdate({
          target: [knowledgeSourcePages.sourceId, knowledgeSourcePages.url],
          set: values,
        });
    },

    async deletePages(organizationId: string, sourceId: string, urls: string[]) {
      if (urls.length === 0) return;
      await db
        .delete(knowledgeSourcePages)
        .where(
          and(
            eq(knowledgeSourcePages.organizationId, organizationId),
            eq(knowledgeSourcePages.sourceId, sourceId),
            inArray(knowledgeSourcePages.url, urls),
          ),
        );
    },

    /**
     * Where each of these contents came from, for sources on answers: a website's page (its URL
     * and title) or a file (no URL, its name as the title). Contents of no source (snippets) are
     * not in the map. One query; none for no ids.
     */
    async pagesOfContents(
      organizationId: string,
      contentIds: string[],
    ): Promise<Map<string, PageOfContent>> {
      const ids = [...new Set(contentIds)].filter((id) => UUID.test(id));
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          contentId: knowledgeSourcePages.contentId,
          url: knowledgeSourcePages.url,
          title: knowledgeSourcePages.title,
          type: knowledgeSources.type,
          name: knowledgeSources.name,
        })
        .from(knowledgeSourcePages)
        .innerJoin(knowledgeSources, eq(knowledgeSources.id, knowledgeSourcePages.sourceId))
        .where(
          and(
            eq(knowledgeSourcePages.organizationId, organizationId),
            sql`${knowledgeSourcePages.contentId} = ANY(${sql.param(ids)}::uuid[])`,
          ),
        );
      return new Map(
        rows.map((row) => [
          row.contentId!,
          row.type === 'file' ? { url: null, title: row.name } : { url: row.url, title: row.title },
        ]),
      );
    },

    /** Scheduled sources whose next sync is due, across organizations (the sweep job). */
    listDueSources(now: Date) {
      return runOutsideTenant(() =>
        db
          .select({
            id: knowledgeSources.id,
            organizationId: knowledgeSources.organizationId,
          })
          .from(knowledgeSources)
          .where(
            and(
              eq(knowledgeSources.type, 'website'),
              ne(knowledgeSources.schedule, 'off'),
              lte(knowledgeSources.nextSyncAt, now),
            ),
          )
          .limit(1000),
      );
    },
  };
}

export type KnowledgeSourcesStore = ReturnType<typeof createKnowledgeSourcesStore>;
