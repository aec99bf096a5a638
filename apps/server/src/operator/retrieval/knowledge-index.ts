import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';
import { RANKING, type Ranking, type WeighedTerm } from './ranking';

/**
 * One organization's passages as the ranking reads them, held in this process's memory: for each
 * lexeme, the passages that hold it. Built from the rows the content store wrote (Postgres's own
 * stemming: `tsv`), so it finds exactly what the ranking statement finds (decision 020).
 */
export interface KnowledgeIndex {
  organizationId: string;
  /** In storage order, as the statement's candidates scan meets them. */
  passages: { id: string; position: number; length: number }[];
  /** Each lexeme's slot in `starts`; its passages are `postings[starts[slot] .. starts[slot + 1]]`. */
  slots: Map<string, number>;
  starts: Int32Array;
  /** Passage numbers (indexes into `passages`), ascending within each lexeme. */
  postings: Int32Array;
  totalLength: number;
  contactPassageId: string | undefined;
}

/** One passage's row as loaded: its lexemes joined by spaces (the english parser yields none). */
interface PassageRow {
  id: string;
  position: number;
  length: number;
  lexemes: string;
}

export function buildKnowledgeIndex(
  organizationId: string,
  rows: PassageRow[],
  contactPassageId: string | undefined,
): KnowledgeIndex {
  const byLexeme = new Map<string, number[]>();
  let totalLength = 0;
  rows.forEach((row, passage) => {
    totalLength += row.length;
    if (row.lexemes === '') return;
    for (const lexeme of row.lexemes.split(' ')) {
      const holding = byLexeme.get(lexeme);
      if (holding) holding.push(passage);
      else byLexeme.set(lexeme, [passage]);
    }
  });
  const slots = new Map<string, number>();
  const starts = new Int32Array(byLexeme.size + 1);
  const postings = new Int32Array([...byLexeme.values()].reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const [lexeme, passages] of byLexeme) {
    starts[slots.size] = at;
    slots.set(lexeme, slots.size);
    postings.set(passages, at);
    at += passages.length;
  }
  starts[slots.size] = at;
  return {
    organizationId,
    passages: rows.map(({ id, position, length }) => ({ id, position, length })),
    slots,
    starts,
    postings,
    totalLength,
    contactPassageId,
  };
}

/**
 * Reads an organization's index from its passages, in storage order (ctid): the statement's
 * candidates scan takes the first passages it meets in that order when more than its cap match.
 */
export async function loadKnowledgeIndex(
  db: Database,
  organizationId: string,
): Promise<KnowledgeIndex> {
  // One statement: the contact passage comes on every row (it is one of the passages, if any).
  const rows = rowsOf(
    await db.execute(sql`
      SELECT p.id, p.position, length(p.tsv) AS length,
        array_to_string(tsvector_to_array(p.tsv), ' ') AS lexemes, s.contact_passage_id
      FROM content_passages p
        LEFT JOIN knowledge_statistics s ON s.organization_id = p.organization_id
      WHERE p.organization_id = ${organizationId} ORDER BY p.ctid`),
  );
  const contact = rows[0]?.contact_passage_id;
  return buildKnowledgeIndex(
    organizationId,
    rows.map((row) => ({
      id: String(row.id),
      position: Number(row.position),
      length: Number(row.length),
      lexemes: String(row.lexemes),
    })),
    contact ? String(contact) : undefined,
  );
}

/** How many passages hold the lexeme, and which. */
function holding(index: KnowledgeIndex, lexeme: string): Int32Array | undefined {
  const slot = index.slots.get(lexeme);
  return slot === undefined
    ? undefined
    : index.postings.subarray(index.starts[slot]!, index.starts[slot + 1]!);
}

/**
 * The ranking statement's arithmetic (full-text.ts), over the index instead of the tables: the
 * same IDF, the same candidates (rarest words first, within the cap, in storage order), the same
 * BM25 score per group. The two agree passage for passage (knowledge-index.test.ts).
 */
export function rankInIndex(index: KnowledgeIndex, terms: WeighedTerm[], limit: number): Ranking {
  const count = index.passages.length;
  const n = Math.max(Math.min(count, RANKING.collectionCap), RANKING.minCollection);
  const averageLength = count === 0 ? 1 : index.totalLength / count;
  const idfOf = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

  const weighed = terms.map((term) => {
    const found = holding(index, term.lexeme);
    const df = Math.min(found?.length ?? 0, RANKING.frequencyCap);
    return { ...term, df, idf: idfOf(df), found };
  });
  // A group's words stand for one thing: each earns its weight times the group's rarest known word.
  const groupIdf = new Map<number, number>();
  for (const term of weighed) {
    if (term.df > 0) groupIdf.set(term.group, Math.max(groupIdf.get(term.group) ?? 0, term.idf));
  }
  const scored = weighed.map((term) => ({
    ...term,
    value: term.weight * (groupIdf.get(term.group) ?? term.idf),
  }));

  const groups = new Map<number, { importance: number; isKnown: boolean; weight: number }>();
  for (const term of scored) {
    const group = groups.get(term.group) ?? { importance: 0, isKnown: false, weight: 0 };
    group.weight = Math.max(group.weight, term.weight);
    if (term.df > 0) {
      group.importance = group.isKnown ? Math.max(group.importance, term.value) : term.value;
      group.isKnown = true;
    }
    groups.set(term.group, group);
  }
  const unknownIdf = Math.log(1 + (n + 0.5) / 0.5);

  const known = scored.filter((term) => term.df > 0);
  const candidates = candidatesOf(known, count);

  // What each candidate earns per group: its best word's value, and a little for each other one.
  // Flat arrays, candidate by group: a search scores up to 200 candidates.
  const groupCount = Math.max(-1, ...terms.map((term) => term.group)) + 1;
  const slotOf = new Int32Array(count).fill(-1);
  candidates.forEach((passage, slot) => {
    slotOf[passage] = slot;
  });
  const best = new Float64Array(candidates.length * groupCount);
  const sum = new Float64Array(candidates.length * groupCount);
  const hit = new Uint8Array(candidates.length * groupCount);
  for (const term of known) {
    for (const passage of term.found!) {
      const slot = slotOf[passage]!;
      if (slot < 0) continue;
      const at = slot * groupCount + term.group;
      best[at] = hit[at] ? Math.max(best[at]!, term.value) : term.value;
      sum[at]! += term.value;
      hit[at] = 1;
    }
  }
  const valueAt = (at: number) => best[at]! + RANKING.secondaryMatch * (sum[at]! - best[at]!);
  /** Per group the candidate matched, its value (groups in order, as the statement sums them). */
  const matchedOf = (slot: number) => {
    const matched: Record<number, number> = {};
    for (let group = 0, at = slot * groupCount; group < groupCount; group++, at++) {
      if (hit[at]) matched[group] = valueAt(at);
    }
    return matched;
  };
  const totalOf = (slot: number) => {
    let total = 0;
    for (let at = slot * groupCount; at < (slot + 1) * groupCount; at++) {
      if (hit[at]) total += valueAt(at);
    }
    return total;
  };

  const { k1, b } = RANKING;
  const ranked = candidates.map((passage, slot) => {
    const { id, position, length } = index.passages[passage]!;
    const rank = (totalOf(slot) * (k1 + 1)) / (1 + k1 * (1 - b + (b * length) / averageLength));
    return { slot, passageId: id, rank, position };
  });
  ranked.sort(
    (x, y) =>
      y.rank - x.rank ||
      x.position - y.position ||
      (x.passageId < y.passageId ? -1 : x.passageId > y.passageId ? 1 : 0),
  );

  return {
    passages: ranked
      .slice(0, limit)
      .map(({ slot, passageId, rank }) => ({ passageId, rank, matched: matchedOf(slot) })),
    groups: [...groups].map(([group, { importance, isKnown, weight }]) => ({
      group,
      importance: isKnown ? importance : weight * unknownIdf,
      isKnown,
    })),
    terms: known.map(({ lexeme, group, value }) => ({ lexeme, group, value })),
    contactPassageId: index.contactPassageId,
  };
}

/**
 * The passages to score: those holding the question's most valuable words, added while their
 * passages fit the cap (a common word only when nothing rarer matched), at most twice the cap,
 * in storage order.
 */
function candidatesOf(
  known: { lexeme: string; df: number; value: number; found?: Int32Array }[],
  count: number,
): number[] {
  const best = new Map<string, { df: number; value: number; found: Int32Array }>();
  for (const term of known) {
    const seen = best.get(term.lexeme);
    if (!seen || term.value > seen.value) best.set(term.lexeme, { ...term, found: term.found! });
  }
  const ordered = [...best].sort(
    ([a, x], [b, y]) => y.value - x.value || (a < b ? -1 : a > b ? 1 : 0),
  );
  const chosen = new Uint8Array(count);
  let running = 0;
  ordered.forEach(([, { df, found }], place) => {
    running += df;
    const fits = running - df < RANKING.candidateCap && df < RANKING.frequencyCap;
    if (place === 0 || fits) for (const passage of found) chosen[passage] = 1;
  });
  const candidates: number[] = [];
  for (
    let passage = 0;
    passage < count && candidates.length < RANKING.candidateCap * 2;
    passage++
  ) {
    if (chosen[passage]) candidates.push(passage);
  }
  return candidates;
}
