import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';
import { executePrepared } from '../../platform/db/prepared';
import { expandQuestion, type QueryWord } from './question';
import { sharedWordNet } from './wordnet';

/** What the question asked, as retrieval weighed it; the same object for every passage of a search. */
export interface QuestionProfile {
  /** Each thing the customer asked about and how much it weighs in this organization's knowledge. */
  groups: { group: number; importance: number; isKnown: boolean }[];
  /** The lexemes found in the knowledge, with their group and weight (word weight x IDF). */
  terms: { lexeme: string; group: number; value: number }[];
  /** The concept of each group that has one (see vocabulary.ts), by group. */
  concepts: Record<number, string>;
}

/** How a passage matched, for an engine that composes its answer from sentences. */
export interface PassageEvidence {
  question: QuestionProfile;
  /** Per group, the best value this passage earned. */
  matched: Record<number, number>;
  /** The passage's sentences with their lexemes (Postgres's own stemming). */
  sentences: { text: string; lexemes: string[] }[];
}

export interface RetrievedPassage {
  passageId: string;
  contentId: string;
  text: string;
  rank: number;
  /** Present on full-text matches; absent on passages found by meaning alone. */
  evidence?: PassageEvidence;
  /**
   * The organization's contact details, added to the passages so that an answer that cannot be
   * given can still offer the next step (an LLM is shown it too).
   */
  isContact?: boolean;
}

export const DEFAULT_PASSAGE_LIMIT = 4;

/**
 * BM25's usual constants. Term frequency is taken as one (a passage is a paragraph: saying a word
 * twice rarely makes it more relevant); passage length still normalizes.
 */
const K1 = 1.2;
const B = 0.75;
/** What each further word of a group adds to a passage, beside its best word's value. */
export const SECONDARY_MATCH = 0.25;
/** Document frequencies are capped at this: a word in more passages is common, whatever the count. */
const FREQUENCY_CAP = 50;
/**
 * The organization's size (BM25's N) is capped at this many passages: exact for most
 * organizations, and beyond it IDF only needs to tell rare words from common ones.
 */
const COLLECTION_CAP = 500;
/**
 * A small knowledge base is weighed as if it had at least this many passages: with three
 * passages, a word in all of them is still what the business talks about, not noise.
 */
const MIN_COLLECTION = 20;
/**
 * Candidates are the passages holding the question's rarest words, added rarest first until
 * about this many passages are covered: the ranking cost stays flat however many passages
 * contain the common words (which still count when ranking the candidates).
 */
const CANDIDATE_CAP = 100;
/** The ranking statement's name on each connection (prepared.ts). */
export const RANKING_STATEMENT = 'frontdesk_rank_passages';

/**
 * The question expanded and the ranking statement that searches for it, as searchPassages sends
 * it (the retrieval bench also times the statement inside the database).
 */
export async function rankingFor(
  organizationId: string,
  question: string,
  limit = DEFAULT_PASSAGE_LIMIT,
): Promise<{ words: QueryWord[]; statement: SQL }> {
  const words = await expandQuestion(question, await sharedWordNet());
  return { words, statement: rankingStatement(organizationId, words, limit) };
}

/**
 * Full-text retrieval in one statement. The question is expanded in the process (its words, their
 * corrections, what they mean in customer service, WordNet synonyms: weighted groups), then
 * Postgres stems them, weighs each lexeme by its rarity in this organization's knowledge
 * (BM25-style IDF), gathers candidates from the rarest words, ranks them by the best value they
 * earn per group, and returns the best passages split into sentences, plus the organization's
 * contact passage.
 */
export async function searchPassages(
  db: Database,
  organizationId: string,
  question: string,
  limit = DEFAULT_PASSAGE_LIMIT,
): Promise<RetrievedPassage[]> {
  const { words, statement } = await rankingFor(organizationId, question, limit);
  const rows = rowsOf(await executePrepared(db, RANKING_STATEMENT, statement));
  let profile: QuestionProfile | undefined;
  // The contact passage is not repeated when it is among the best passages already.
  const ranked = new Set(rows.filter((row) => !row.is_contact).map((row) => row.passage_id));
  const unique = rows.filter((row) => !(row.is_contact && ranked.has(row.passage_id)));
  return unique.map((row) => {
    const passage: RetrievedPassage = {
      passageId: String(row.passage_id),
      contentId: String(row.content_id),
      text: String(row.text),
      rank: Number(row.rank),
    };
    if (row.is_contact) return { ...passage, isContact: true };
    // The best passage comes first and alone carries what the question asked (sent once).
    profile ??= {
      groups: (row.groups ?? []) as QuestionProfile['groups'],
      terms: (row.terms ?? []) as QuestionProfile['terms'],
      concepts: Object.fromEntries(words.flatMap((w) => (w.concept ? [[w.group, w.concept]] : []))),
    };
    return {
      ...passage,
      evidence: {
        question: profile,
        matched: row.matched as Record<number, number>,
        sentences: row.sentences as PassageEvidence['sentences'],
      },
    };
  });
}

/**
 * A constant written into the statement's text rather than sent as a parameter: the prepared
 * statement's one generic plan then knows it. A LIMIT sent as a parameter is planned as a tenth
 * of the rows, which on a small table made reading every passage look cheaper than the index.
 */
const constant = (value: number) => sql.raw(String(value));

/**
 * What a passage earns per group of the question: its best word's value, and a little for each
 * other word of the group it holds. Computed per candidate (a correlated subquery) rather than by
 * joining candidates to words: the statement is prepared, and a generic plan, which cannot know
 * how many candidates there are, would join them by nested loop.
 */
const groupValues = (tsv: SQL) => sql`
  SELECT s.grp, max(s.value) + ${constant(SECONDARY_MATCH)}::float8 * (sum(s.value) - max(s.value)) AS value
  FROM scored s WHERE s.df > 0 AND ${tsv} @@ s.query GROUP BY s.grp`;

function rankingStatement(organizationId: string, words: QueryWord[], limit: number) {
  // Arrays travel as Postgres array literals: both drivers bind them as one text parameter.
  const array = (values: (string | number)[]) =>
    `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return sql`
    WITH input AS (
      SELECT i.word, i.weight, i.grp
      FROM unnest(${array(words.map((w) => w.word))}::text[], ${array(words.map((w) => w.weight))}::float8[],
        ${array(words.map((w) => w.group))}::int[]) AS i(word, weight, grp)
    ),
    terms AS (
      SELECT i.grp, l.lexeme, max(i.weight) AS weight
      FROM input i, unnest(tsvector_to_array(to_tsvector('english', i.word))) AS l(lexeme)
      GROUP BY i.grp, l.lexeme
    ),
    -- Document frequencies and the organization's size come from the statistics the content
    -- store keeps (knowledge_lexemes, knowledge_statistics): one index lookup per lexeme.
    frequencies AS MATERIALIZED (
      SELECT f.lexeme, f.query, least(coalesce(k.passages, 0), ${constant(FREQUENCY_CAP)})::float8 AS df
      FROM (SELECT DISTINCT lexeme, quote_literal(lexeme)::tsquery AS query FROM terms) f
        LEFT JOIN knowledge_lexemes k
          ON k.organization_id = ${organizationId} AND k.lexeme = f.lexeme
    ),
    collection AS MATERIALIZED (
      SELECT greatest(least(coalesce(s.passages, 0), ${constant(COLLECTION_CAP)}), ${constant(MIN_COLLECTION)})::float8 AS n,
        coalesce(s.total_length::float8 / nullif(s.passages, 0), 1)::float8 AS average_length
      FROM (SELECT 1) one
        LEFT JOIN knowledge_statistics s ON s.organization_id = ${organizationId}
    ),
    weighed AS (
      SELECT t.grp, t.lexeme, t.weight, f.query, f.df,
        ln(1 + (c.n - f.df + 0.5) / (f.df + 0.5)) AS idf
      FROM terms t JOIN frequencies f USING (lexeme), collection c
    ),
    -- The words of a group stand for one thing: each earns its weight times the group's IDF (its
    -- rarest word the knowledge uses), so that which synonym a passage happens to use is no signal.
    scored AS (
      SELECT grp, lexeme, weight, query, df,
        weight * coalesce(max(idf) FILTER (WHERE df > 0) OVER (PARTITION BY grp), idf) AS value
      FROM weighed
    ),
    importance AS (
      SELECT s.grp,
        coalesce(max(s.value) FILTER (WHERE s.df > 0), max(s.weight) * ln(1 + (c.n + 0.5) / 0.5))
          AS importance,
        bool_or(s.df > 0) AS is_known
      FROM scored s, collection c
      GROUP BY s.grp, c.n
    ),
    probe AS (
      -- The most valuable words first, while their passages fit the cap; a common word (its count
      -- reached the frequency cap) only when nothing rarer matched.
      SELECT passage_keys(${organizationId}::uuid, array_to_tsvector(array_agg(lexeme))) AS keys
      FROM (
        SELECT lexeme, df,
          sum(df) OVER (ORDER BY best DESC, lexeme ROWS UNBOUNDED PRECEDING) AS running,
          row_number() OVER (ORDER BY best DESC, lexeme) AS place
        FROM (SELECT lexeme, df, max(value) AS best FROM scored WHERE df > 0 GROUP BY lexeme, df) w
      ) r
      WHERE place = 1 OR (running - df < ${constant(CANDIDATE_CAP)} AND df < ${constant(FREQUENCY_CAP)})
    ),
    candidates AS MATERIALIZED (
      -- The keys name the organization (migration 0011), so the keys index alone finds them.
      -- The organization is checked again after the scan, not in it: there the planner would
      -- intersect the keys with the organization's index entry, every one of its passages.
      -- setweight makes an uncompressed copy: each candidate is decompressed once, not per word.
      SELECT p.id, p.organization_id, p.content_id, p.position, p.text, setweight(p.tsv, 'D') AS tsv
      FROM content_passages p, probe
      WHERE passage_keys(p.organization_id, p.tsv) && probe.keys
      LIMIT ${constant(CANDIDATE_CAP * 2)}
    ),
    candidate_scores AS (
      SELECT c.id, c.content_id, c.text, c.position, c.tsv,
        t.total * ${constant(K1 + 1)}::float8
          / (1 + ${constant(K1)}::float8 * (1 - ${constant(B)}::float8 + ${constant(B)}::float8 * length(c.tsv) / col.average_length))
          AS score
      FROM candidates c, collection col,
        LATERAL (SELECT sum(g.value) AS total FROM (${groupValues(sql`c.tsv`)}) g) t
      WHERE c.organization_id = ${organizationId}
    ),
    ranked AS (
      SELECT *, row_number() OVER (ORDER BY score DESC, position, text) AS place
      FROM candidate_scores ORDER BY place LIMIT ${limit}
    ),
    -- The contact passage the content store chose when passages last changed.
    contact AS (
      SELECT p.id, p.content_id, p.text
      FROM knowledge_statistics s JOIN content_passages p ON p.id = s.contact_passage_id
      WHERE s.organization_id = ${organizationId}
    )
    SELECT r.id AS passage_id, r.content_id, r.text, r.score AS rank, false AS is_contact,
      (SELECT jsonb_object_agg(g.grp, g.value) FROM (${groupValues(sql`r.tsv`)}) g) AS matched,
      -- Split when the passage was stored (migration 0010); read for the best passages only.
      (SELECT s.sentences FROM passage_sentences s WHERE s.passage_id = r.id) AS sentences,
      -- What the question asked is the same for every passage: sent once, with the best.
      CASE WHEN r.place = 1 THEN (SELECT json_agg(json_build_object('group', grp,
        'importance', importance, 'isKnown', is_known)) FROM importance) END AS groups,
      CASE WHEN r.place = 1 THEN (SELECT json_agg(json_build_object('lexeme', lexeme,
        'group', grp, 'value', value)) FROM scored WHERE df > 0) END AS terms,
      r.place
    FROM ranked r
    UNION ALL
    SELECT c.id, c.content_id, c.text, 0, true, NULL, NULL, NULL, NULL, NULL FROM contact c
    ORDER BY is_contact, place`;
}
