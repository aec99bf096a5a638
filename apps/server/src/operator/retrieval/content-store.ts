import { type ContentItem, isLanguageCode, type LanguageCode } from '@frontdesk/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { contentPassages, contents, knowledgeStatistics } from '../../platform/db/schema';
import { checkQuotaInTransaction, type QuotaCheck } from '../../platform/db/transaction-lock';
import { splitIntoPassages } from './passages';

/** A snippet as stored, with the passages retrieval searches. */
export interface StoredContent {
  item: ContentItem;
  passages: { id: string; text: string }[];
}

function toItem(row: typeof contents.$inferSelect): ContentItem {
  return {
    id: row.id,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    language: isLanguageCode(row.language) ? row.language : 'en',
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The content's passages, in its language (which stems them), counted in the statistics. */
async function insertPassages(
  tx: Transaction,
  organizationId: string,
  content: { id: string; text: string; language: string },
): Promise<{ id: string; text: string }[]> {
  const texts = splitIntoPassages(content.text);
  const passages =
    texts.length === 0
      ? []
      : await tx
          .insert(contentPassages)
          .values(
            texts.map((passage, position) => ({
              organizationId,
              contentId: content.id,
              position,
              text: passage,
              language: content.language,
            })),
          )
          .returning({ id: contentPassages.id, text: contentPassages.text });
  await countNewPassages(tx, organizationId, content.id);
  return passages;
}

/**
 * Stores the snippet and its passages together, so retrieval never sees half a snippet; with a
 * quota check, only if the organization's count of snippets passes it, read under the quota lock.
 */
export async function insertContent(
  db: Database,
  organizationId: string,
  text: string,
  check?: QuotaCheck,
  /** 'source': a page or file of a knowledge source, searched like a snippet but not listed as one. */
  origin: 'snippet' | 'source' = 'snippet',
  language: LanguageCode = 'en',
): Promise<StoredContent> {
  return db.transaction(async (tx) => {
    if (check) {
      await checkQuotaInTransaction(tx, {
        organizationId,
        resource: 'contents',
        check,
        count: () => countContents(tx, organizationId),
      });
    }
    const [row] = await tx
      .insert(contents)
      .values({ organizationId, text, origin, language })
      .returning();
    return { item: toItem(row!), passages: await insertPassages(tx, organizationId, row!) };
  });
}

/**
 * Sets a content's language by hand: its passages are stored again in that language (stemmed by
 * it), in one transaction, so a search sees them in the old language or the new, never neither.
 * Answers the content, or undefined when the organization has no such content.
 */
export async function changeContentLanguage(
  db: Database,
  organizationId: string,
  contentId: string,
  language: LanguageCode,
): Promise<StoredContent | undefined> {
  const owned = and(eq(contents.organizationId, organizationId), eq(contents.id, contentId));
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(contents).where(owned).for('update');
    if (!found) return undefined;
    if (found.language === language) return { item: toItem(found), passages: [] };
    await uncountPassages(tx, organizationId, contentId);
    await tx
      .delete(contentPassages)
      .where(
        and(
          eq(contentPassages.organizationId, organizationId),
          eq(contentPassages.contentId, contentId),
        ),
      );
    await tx.update(contents).set({ language }).where(owned);
    const updated = { ...found, language };
    return { item: toItem(updated), passages: await insertPassages(tx, organizationId, updated) };
  });
}

/** What a turn needs to know of an organization's knowledge as a whole. */
export interface KnowledgeProfile {
  /** How many passages it has in each language. */
  languages: Map<LanguageCode, number>;
  /** Some of it was read from a website or a file: answers' sources may name a page. */
  fromSources: boolean;
}

export async function knowledgeProfile(
  db: Database,
  organizationId: string,
): Promise<KnowledgeProfile> {
  const rows = await db
    .select({
      language: contentPassages.language,
      value: count(),
      fromSources: sql<boolean>`bool_or(${contents.origin} = 'source')`,
    })
    .from(contentPassages)
    .innerJoin(contents, eq(contents.id, contentPassages.contentId))
    .where(eq(contentPassages.organizationId, organizationId))
    .groupBy(contentPassages.language);
  return {
    languages: new Map(
      rows.flatMap((row) => (isLanguageCode(row.language) ? [[row.language, row.value]] : [])),
    ),
    fromSources: rows.some((row) => row.fromSources === true || String(row.fromSources) === 't'),
  };
}

/** Words that name contact details, and what a passage giving them contains. */
const CONTACT_QUERY = sql`to_tsquery('english', 'phone | telephone | email | contact')`;
const CONTACT_PATTERN = String.raw`@|\d{3}[-. )]+\d{3}`;

/**
 * The passage retrieval offers when it cannot answer, so that the customer still gets the next
 * step: the one that names contact details most and gives a phone number or an e-mail address.
 * Chosen here, when passages change, so that no question pays for finding it. A passage in
 * another language than English qualifies by its phone number or address alone (the words are
 * English lexemes), after every English one that names them. `among` narrows the candidates.
 */
const contactPassageOf = (organizationId: unknown, among: SQL = sql`TRUE`) => sql`(
  SELECT p.id FROM content_passages p
  WHERE p.organization_id = ${organizationId}
    AND (${among})
    AND (p.tsv @@ ${CONTACT_QUERY} OR p.language <> 'en')
    AND p.text ~ ${CONTACT_PATTERN}
  ORDER BY ts_rank(p.tsv, ${CONTACT_QUERY}) DESC, p.position, p.text, p.id
  LIMIT 1)`;

/**
 * The statement's head that counts one content's passages in (+1) or out (-1) of the
 * organization's document frequencies (knowledge_lexemes), leaving its passages as `changed` for
 * the statement's body. Lexemes are upserted in order, so two snippets added at once lock the rows
 * they share in the same order instead of deadlocking.
 */
const lexemesCounted = (organizationId: string, contentId: string, sign: 1 | -1) => sql`
  WITH changed AS (
    SELECT tsv FROM content_passages
    WHERE organization_id = ${organizationId} AND content_id = ${contentId}
  ),
  lexemes AS (
    INSERT INTO knowledge_lexemes (organization_id, lexeme, passages)
    SELECT ${organizationId}::uuid, l.lexeme, ${sign}::int * count(*)
    FROM changed, unnest(tsvector_to_array(changed.tsv)) AS l(lexeme)
    GROUP BY l.lexeme
    ORDER BY l.lexeme
    ON CONFLICT (organization_id, lexeme)
      DO UPDATE SET passages = knowledge_lexemes.passages + excluded.passages
  )`;

/**
 * Counts one content's new passages in the organization's retrieval statistics
 * (knowledge_lexemes, knowledge_statistics), so that ranking reads document frequencies instead of
 * counting them per question, and lets them compete for the contact passage, in one statement.
 * The order of candidates is total, so the best of the current choice and the new passages is the
 * best of all: only when there is no current choice are all passages read (a crawl of 500 pages
 * otherwise read the whole knowledge once a page).
 */
async function countNewPassages(tx: Transaction, organizationId: string, contentId: string) {
  const ofContent = sql`p.content_id = ${contentId}`;
  await tx.execute(sql`
    ${lexemesCounted(organizationId, contentId, 1)}
    INSERT INTO knowledge_statistics (organization_id, passages, total_length, contact_passage_id)
    SELECT ${organizationId}::uuid, count(*), coalesce(sum(length(tsv)), 0),
      ${contactPassageOf(organizationId, ofContent)}
    FROM changed
    ON CONFLICT (organization_id) DO UPDATE SET
      passages = knowledge_statistics.passages + excluded.passages,
      total_length = knowledge_statistics.total_length + excluded.total_length,
      contact_passage_id = ${contactPassageOf(
        organizationId,
        sql`knowledge_statistics.contact_passage_id IS NULL
          OR p.id = knowledge_statistics.contact_passage_id OR ${ofContent}`,
      )}`);
}

/**
 * Takes one content's passages out of the statistics, before they are deleted. Once they are, a
 * contact passage that was among them is gone (the foreign key sets it to null): call
 * `replaceLostContactPassage`.
 */
async function uncountPassages(tx: Transaction, organizationId: string, contentId: string) {
  await tx.execute(sql`
    ${lexemesCounted(organizationId, contentId, -1)}
    UPDATE knowledge_statistics SET
      passages = passages - (SELECT count(*) FROM changed),
      total_length = total_length - (SELECT coalesce(sum(length(tsv)), 0) FROM changed)
    WHERE organization_id = ${organizationId}`);
  await tx.execute(sql`
    DELETE FROM knowledge_lexemes WHERE organization_id = ${organizationId} AND passages <= 0`);
}

/** After passages were deleted: a new contact passage, only if the chosen one was among them. */
async function replaceLostContactPassage(tx: Transaction, organizationId: string) {
  await tx.execute(sql`
    UPDATE knowledge_statistics SET contact_passage_id = ${contactPassageOf(organizationId)}
    WHERE organization_id = ${organizationId} AND contact_passage_id IS NULL`);
}

/**
 * Recomputes every organization's retrieval statistics from its passages, for passages written in
 * bulk past the content store (the benchmarks' seeding). Not for a running server: it replaces
 * rows other transactions may be adjusting.
 */
export async function rebuildRetrievalStatistics(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM knowledge_lexemes`);
    await tx.execute(sql`DELETE FROM knowledge_statistics`);
    await tx.execute(sql`
      INSERT INTO knowledge_lexemes (organization_id, lexeme, passages)
      SELECT p.organization_id, l.lexeme, count(*)
      FROM content_passages p, unnest(tsvector_to_array(p.tsv)) AS l(lexeme)
      GROUP BY p.organization_id, l.lexeme`);
    await tx.execute(sql`
      INSERT INTO knowledge_statistics (organization_id, passages, total_length)
      SELECT organization_id, count(*), sum(length(tsv)) FROM content_passages
      GROUP BY organization_id`);
    await tx.execute(sql`
      UPDATE knowledge_statistics s
      SET contact_passage_id = ${contactPassageOf(sql`s.organization_id`)}`);
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
    .where(and(eq(contents.organizationId, organizationId), eq(contents.origin, 'snippet')))
    .orderBy(desc(contents.createdAt), desc(contents.id))
    .limit(CONTENT_LIST_LIMIT);
  return rows.map(toItem);
}

/**
 * Passages a knowledge base that fits a prompt has at most: beyond it, its length is not even
 * read (one lookup of the statistics row answers), so a large knowledge base costs nothing here.
 */
const WHOLE_KNOWLEDGE_PASSAGES = 60;

/**
 * The organization's whole knowledge, every passage in the order it was written, when it is
 * `maxCharacters` long or less in all; undefined when it is longer.
 */
export async function wholeKnowledgeWithin(
  db: Database,
  organizationId: string,
  maxCharacters: number,
): Promise<{ passageId: string; contentId: string; text: string }[] | undefined> {
  const rows = await db
    .select({
      passageId: contentPassages.id,
      contentId: contentPassages.contentId,
      text: contentPassages.text,
    })
    .from(contentPassages)
    .innerJoin(contents, eq(contents.id, contentPassages.contentId))
    .where(
      and(
        eq(contentPassages.organizationId, organizationId),
        sql`(SELECT ${knowledgeStatistics.passages} FROM ${knowledgeStatistics}
          WHERE ${knowledgeStatistics.organizationId} = ${organizationId}) <= ${WHOLE_KNOWLEDGE_PASSAGES}`,
      ),
    )
    .orderBy(contents.createdAt, contents.id, contentPassages.position)
    .limit(WHOLE_KNOWLEDGE_PASSAGES + 1);
  const length = rows.reduce((sum, row) => sum + row.text.length, 0);
  if (rows.length === 0 || rows.length > WHOLE_KNOWLEDGE_PASSAGES || length > maxCharacters) {
    return undefined;
  }
  return rows;
}

export async function countContents(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contents)
    .where(and(eq(contents.organizationId, organizationId), eq(contents.origin, 'snippet')));
  return row?.value ?? 0;
}

/**
 * Deletes within the tenant only; answers whether anything was deleted. Passages cascade, and
 * leave the retrieval statistics in the same transaction. The snippet is locked first, so two
 * deletes of it at once take its passages away once.
 */
export async function deleteContent(
  db: Database,
  organizationId: string,
  contentId: string,
): Promise<boolean> {
  const owned = and(eq(contents.organizationId, organizationId), eq(contents.id, contentId));
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: contents.id }).from(contents).where(owned).for('update');
    if (!found) return false;
    await uncountPassages(tx, organizationId, contentId);
    await tx.delete(contents).where(owned);
    await replaceLostContactPassage(tx, organizationId);
    return true;
  });
}

/** How many passages each of the organization's contents has (a knowledge source's pages). */
export async function countPassagesOf(
  db: Database,
  organizationId: string,
  contentIds: string[],
): Promise<Map<string, number>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db
    .select({ contentId: contentPassages.contentId, value: count() })
    .from(contentPassages)
    .where(
      and(
        eq(contentPassages.organizationId, organizationId),
        inArray(contentPassages.contentId, contentIds),
      ),
    )
    .groupBy(contentPassages.contentId);
  return new Map(rows.map((row) => [row.contentId, row.value]));
}
