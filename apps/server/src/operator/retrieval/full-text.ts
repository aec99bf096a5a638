import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';

export interface RetrievedPassage {
  passageId: string;
  contentId: string;
  text: string;
  rank: number;
}

export const DEFAULT_PASSAGE_LIMIT = 4;

/**
 * Full-text retrieval in Postgres. The question's meaningful words (English stemming, stop words
 * dropped: exactly what to_tsvector keeps) are OR-ed into one tsquery, so a natural question such
 * as "How much is a cleaning without insurance?" finds the passage about cleaning prices even though
 * it never says "insurance"; websearch_to_tsquery would AND every word and find nothing.
 * ts_rank_cd ranks passages that match more of the words, closer together, higher.
 */
export async function searchPassages(
  db: Database,
  organizationId: string,
  question: string,
  limit = DEFAULT_PASSAGE_LIMIT,
): Promise<RetrievedPassage[]> {
  const result = await db.execute(sql`
    WITH q AS (
      SELECT NULLIF(
        array_to_string(
          ARRAY(SELECT quote_literal(lexeme) FROM unnest(to_tsvector('english', ${question}))),
          ' | '
        ),
        ''
      )::tsquery AS query
    )
    SELECT p.id AS passage_id, p.content_id, p.text, ts_rank_cd(p.tsv, q.query, 1) AS rank
    FROM content_passages p, q
    WHERE q.query IS NOT NULL
      AND p.organization_id = ${organizationId}
      AND p.tsv @@ q.query
    ORDER BY rank DESC, p.position ASC
    LIMIT ${limit}
  `);
  return rowsOf(result).map((row) => ({
    passageId: String(row.passage_id),
    contentId: String(row.content_id),
    text: String(row.text),
    rank: Number(row.rank),
  }));
}
