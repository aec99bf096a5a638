import type { Logger } from 'pino';
import type { Database } from '../platform/db/client';
import type { Embedder } from './embeddings';
import { DEFAULT_PASSAGE_LIMIT, type RetrievedPassage, searchPassages } from './retrieval';
import { enableVectorStore, searchByEmbedding, storeEmbeddings } from './vector-store';

export interface Retriever {
  mode: 'full-text' | 'hybrid';
  /** The passages that best answer the question, within one organization. */
  search(organizationId: string, question: string, limit?: number): Promise<RetrievedPassage[]>;
  /** Makes new passages findable by meaning too (hybrid mode); full text needs nothing. */
  index(organizationId: string, passages: { id: string; text: string }[]): Promise<void>;
}

/** How many candidates each method contributes before fusion. */
const CANDIDATES = 20;
/** The usual reciprocal-rank-fusion constant: damps the weight of the very first ranks. */
const RRF_K = 60;

/** Reciprocal rank fusion: a passage ranked well by both methods beats one ranked first by one. */
export function fuseByReciprocalRank(
  lists: RetrievedPassage[][],
  limit: number,
): RetrievedPassage[] {
  const fused = new Map<string, { passage: RetrievedPassage; score: number }>();
  for (const list of lists) {
    list.forEach((passage, index) => {
      const entry = fused.get(passage.passageId) ?? { passage, score: 0 };
      entry.score += 1 / (RRF_K + index + 1);
      fused.set(passage.passageId, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ passage, score }) => ({ ...passage, rank: score }));
}

/**
 * Full-text retrieval always; hybrid (full text fused with pgvector similarity) when an embedder
 * is configured and the database has the vector extension. A failing embedding call degrades
 * that one search to full text rather than failing the customer's turn.
 */
export async function createRetriever(
  db: Database,
  embedder: Embedder | undefined,
  log: Logger,
): Promise<Retriever> {
  const fullText: Retriever = {
    mode: 'full-text',
    search: (organizationId, question, limit = DEFAULT_PASSAGE_LIMIT) =>
      searchPassages(db, organizationId, question, limit),
    index: async () => {},
  };
  if (!embedder) return fullText;
  if (!(await enableVectorStore(db))) {
    log.warn(
      'EMBEDDING_MODEL is set but the database has no vector extension: full-text retrieval only',
    );
    return fullText;
  }
  return {
    mode: 'hybrid',
    async search(organizationId, question, limit = DEFAULT_PASSAGE_LIMIT) {
      const textual = await searchPassages(db, organizationId, question, CANDIDATES);
      try {
        const [embedding] = await embedder.embed([question]);
        const semantic = await searchByEmbedding(db, organizationId, embedding!, CANDIDATES);
        return fuseByReciprocalRank([textual, semantic], limit);
      } catch (error) {
        log.warn({ err: error }, 'embedding the question failed: full-text results only');
        return textual.slice(0, limit);
      }
    },
    async index(organizationId, passages) {
      try {
        const embeddings = await embedder.embed(passages.map((p) => p.text));
        await storeEmbeddings(
          db,
          organizationId,
          passages.map((p, i) => ({ passageId: p.id, embedding: embeddings[i]! })),
        );
      } catch (error) {
        log.warn({ err: error }, 'embedding new passages failed: they are found by full text only');
      }
    },
  };
}
