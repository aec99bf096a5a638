import type { LanguageCode } from '@frontdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../platform/db/array-literal';
import { type Database, rowsOf } from '../../platform/db/client';
import { executePrepared } from '../../platform/db/prepared';
import { type KnowledgeIndex, rankInIndex } from './knowledge-index';
import { plainQuestionWords } from './language-words';
import { expandQuestion, type QueryWord } from './question';
import { RANKING, type Ranking } from './ranking';
import { termsOf } from './stems';
import { sharedWordNet } from './wordnet';

/** What the question asked, as retrieval weighed it; the same object for every passage of a search. */
export interface QuestionProfile {
  /** Each thing the customer asked about and how much it weighs in this organization's knowledge. */
  groups: { group: number; importance: number; isKnown: boolean }[];
  /** The lexemes found in the knowledge, with their group and weight (word weight x IDF). */
  terms: { lexeme: string; group: number; value: number }[];
  /** The concept of each group that has one (see vocabulary.ts), by group. */
  concepts: Record<number, string>;
  /** The language the question was read in: what shape of answer a concept asks for in it. */
  language?: LanguageCode;
  /** The groups the customer named by a word of doing ("sell"), not of a thing. */
  actions?: number[];
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

const { k1: K1, b: B, secondaryMatch: SECONDARY_MATCH, frequencyCap: FREQUENCY_CAP } = RANKING;
const {
  collectionCap: COLLECTION_CAP,
  minCollection: MIN_COLLECTION,
  candidateCap: CANDIDATE_CAP,
} = RANKING;
/** The statements' names on each connection (prepared.ts). */
export const RANKING_STATEMENT = 'frontdesk_rank_passages';
const READ_STATEMENT = 'frontdesk_read_passages';
const READ_TEXT_STATEMENT = 'frontdesk_read_passage_texts';

/** What a search reads of the passages it found, besides their text. */
export interface SearchOptions {
  /**
   * The passages' sentences (`evidence.sentences`), which an engine composing its answer from
   * sentences reads (the built-in one) and a language model does not. True unless told otherwise.
   */
  sentences?: boolean;
  /**
   * The language the question is read in and the knowledge searched in (decision 027): English
   * questions are expanded with the vocabulary and WordNet, the others searched by their words.
   */
  language?: LanguageCode;
  /**
   * The question is in another language than the knowledge searched: its words are looked for
   * as typed (names, numbers, words both languages share), with no spelling corrections or
   * synonyms of the knowledge's language, which would only invent matches.
   */
  asTyped?: boolean;
}

/** The question's weighted words as retrieval reads them in a language. */
async function questionWords(
  question: string,
  language: LanguageCode,
  asTyped = false,
): Promise<QueryWord[]> {
  return language === 'en' && !asTyped
    ? expandQuestion(question, await sharedWordNet())
    : plainQuestionWords(question, language);
}

/**
 * The question expanded and the ranking statement that searches for it, as searchPassages sends
 * it (the retrieval bench also times the statement inside the database).
 */
export async function rankingFor(
  organizationId: string,
  question: string,
  limit = DEFAULT_PASSAGE_LIMIT,
  language: LanguageCode = 'en',
  asTyped = false,
): Promise<{ words: QueryWord[]; statement: SQL }> {
  const words = await questionWords(question, language, asTyped);
  return { words, statement: rankingStatement(organizationId, words, limit, language) };
}

/**
 * Full-text retrieval. The question is expanded in the process (its words, their corrections,
 * what they mean in customer service, WordNet synonyms: weighted groups); each of its lexemes is
 * weighed by its rarity in this organization's knowledge (BM25-style IDF); candidates come from
 * the rarest words; they are ranked by the best value they earn per group; the best passages
 * come back split into sentences, with the organization's contact passage.
 *
 * With the organization's index in memory (knowledge-index.ts) the ranking runs in the process
 * and the database only reads the chosen passages; without it, one statement does it all. The
 * two rank alike (decision 020).
 */
export async function searchPassages(
  db: Database,
  organizationId: string,
  question: string,
  limit = DEFAULT_PASSAGE_LIMIT,
  index?: KnowledgeIndex,
  options: SearchOptions = {},
): Promise<RetrievedPassage[]> {
  const language = options.language ?? 'en';
  if (index) {
    const words = await questionWords(question, language, options.asTyped);
    const ranking = rankInIndex(index, await termsOf(db, words, language), limit);
    const sentences = options.sentences ?? true;
    const stored = await readPassages(db, organizationId, ranking, sentences);
    return assemble(words, ranking, stored, language);
  }
  const { words, statement } = await rankingFor(
    organizationId,
    question,
    limit,
    language,
    options.asTyped,
  );
  const rows = rowsOf(await executePrepared(db, RANKING_STATEMENT, statement));
  const best = rows.find((row) => !row.is_contact);
  const contact = rows.find((row) => row.is_contact);
  const ranking: Ranking = {
    passages: rows
      .filter((row) => !row.is_contact)
      .map((row) => ({
        passageId: String(row.passage_id),
        rank: Number(row.rank),
        matched: row.matched as Record<number, number>,
      })),
    groups: (best?.groups ?? []) as Ranking['groups'],
    terms: (best?.terms ?? []) as Ranking['terms'],
    contactPassageId: contact ? String(contact.passage_id) : undefined,
  };
  // The contact passage comes last, without sentences: a ranked row of the same passage wins.
  const stored = new Map<string, StoredPassage>();
  for (const row of rows)
    if (!stored.has(String(row.passage_id))) stored.set(String(row.passage_id), row);
  return assemble(words, ranking, stored, language);
}

/** A passage's stored parts: the statement returns them with its ranking, readPassages after it. */
type StoredPassage = Record<string, unknown>;

/**
 * The chosen passages and the contact passage, read by id within the organization; with their
 * sentences unless the engine does not read them (a language model: its prompt is the text).
 */
async function readPassages(
  db: Database,
  organizationId: string,
  ranking: Ranking,
  sentences: boolean,
): Promise<Map<string, StoredPassage>> {
  const ids = ranking.passages.map((passage) => passage.passageId);
  if (ranking.contactPassageId) ids.push(ranking.contactPassageId);
  if (ids.length === 0) return new Map();
  const chosen = sql`p.organization_id = ${organizationId} AND p.id = ANY(${arrayLiteral(ids)}::uuid[])`;
  const rows = rowsOf(
    sentences
      ? await executePrepared(
          db,
          READ_STATEMENT,
          sql`SELECT p.id AS passage_id, p.content_id, p.text, s.sentences
            FROM content_passages p LEFT JOIN passage_sentences s ON s.passage_id = p.id
            WHERE ${chosen}`,
        )
      : await executePrepared(
          db,
          READ_TEXT_STATEMENT,
          sql`SELECT p.id AS passage_id, p.content_id, p.text FROM content_passages p WHERE ${chosen}`,
        ),
  );
  return new Map(rows.map((row) => [String(row.passage_id), row]));
}

/**
 * The retrieved passages in ranking order, the best carrying what the question asked; then the
 * contact passage, unless it is among them already. A passage deleted since the index was read
 * is left out (the change that deleted it drops the index).
 */
function assemble(
  words: QueryWord[],
  ranking: Ranking,
  stored: Map<string, StoredPassage>,
  language: LanguageCode,
): RetrievedPassage[] {
  const question: QuestionProfile = {
    groups: ranking.groups,
    terms: ranking.terms,
    concepts: Object.fromEntries(words.flatMap((w) => (w.concept ? [[w.group, w.concept]] : []))),
    language,
    actions: [...new Set(words.flatMap((w) => (w.isAction ? [w.group] : [])))],
  };
  const base = (id: string, row: StoredPassage, rank: number): RetrievedPassage => ({
    passageId: id,
    contentId: String(row.content_id),
    text: String(row.text),
    rank,
  });
  const found: RetrievedPassage[] = ranking.passages.flatMap(({ passageId, rank, matched }) => {
    const row = stored.get(passageId);
    if (!row) return [];
    // None when the search was told the engine does not read them.
    const sentences = ('sentences' in row ? row.sentences : []) as PassageEvidence['sentences'];
    return [{ ...base(passageId, row, rank), evidence: { question, matched, sentences } }];
  });
  const contactId = ranking.contactPassageId;
  const contact = contactId ? stored.get(contactId) : undefined;
  if (contactId && contact && !found.some((passage) => passage.passageId === contactId)) {
    found.push({ ...base(contactId, contact, 0), isContact: true });
  }
  return found;
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

function rankingStatement(
  organizationId: string,
  words: QueryWord[],
  limit: number,
  language: LanguageCode,
) {
  return sql`
    WITH input AS (
      SELECT i.word, i.weight, i.grp
      FROM unnest(${arrayLiteral(words.map((w) => w.word))}::text[], ${arrayLiteral(words.map((w) => w.weight))}::float8[],
        ${arrayLiteral(words.map((w) => w.group))}::int[]) AS i(word, weight, grp)
    ),
    terms AS (
      SELECT i.grp, l.lexeme, max(i.weight) AS weight
      FROM input i, unnest(tsvector_to_array(language_lexemes(${language}::text, i.word))) AS l(lexeme)
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
          sum(df) OVER (ORDER BY best DESC, lexeme COLLATE "C" ROWS UNBOUNDED PRECEDING) AS running,
          row_number() OVER (ORDER BY best DESC, lexeme COLLATE "C") AS place
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
      SELECT *, row_number() OVER (ORDER BY score DESC, position, id) AS place
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
