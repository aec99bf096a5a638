import type { ContentItem, LanguageCode } from '@frontdesk/contracts';
import type { Logger } from 'pino';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Database } from '../../platform/db/client';
import { changeTopic, createReadCache } from '../../platform/db/read-cache';
import type { QuotaCheck } from '../../platform/db/transaction-lock';
import type { JobQueue } from '../../platform/jobs';
import { noOperatorMetrics, type OperatorMetrics, timed } from '../../platform/metrics-sink';
import { snippetLanguage } from '../language/detect';
import * as contentStore from './content-store';
import type { Embedder } from './embedder';
import {
  DEFAULT_PASSAGE_LIMIT,
  type RetrievedPassage,
  type SearchOptions,
  searchPassages,
} from './full-text';
import { fuseByReciprocalRank } from './fusion';
import { createKnowledgeIndexes, KNOWLEDGE_AREA } from './knowledge-indexes';
import { enableVectorStore, searchByEmbedding, storeEmbeddings } from './vector-store';

/**
 * An organization's knowledge and its search index: the one owner of `contents`,
 * `content_passages`, `passage_embeddings` and the retrieval statistics (`knowledge_lexemes`,
 * `knowledge_statistics`). The knowledge module edits it over HTTP, the
 * dashboard counts it, a turn searches it.
 */
export interface KnowledgeBase {
  mode: 'full-text' | 'hybrid';
  /**
   * The passages that best answer the question, within one organization; `options.sentences:
   * false` when the engine does not read their sentences (a language model).
   */
  search(
    organizationId: string,
    question: string,
    limit?: number,
    options?: SearchOptions,
  ): Promise<RetrievedPassage[]>;
  /**
   * Stores a snippet, split into passages and made findable (by meaning too, in hybrid mode);
   * with a quota check, only if the organization's count of snippets passes it (in the insert's
   * transaction, so parallel adds cannot all pass). Its language is detected from its text
   * unless given.
   */
  add(
    organizationId: string,
    text: string,
    check?: QuotaCheck,
    language?: LanguageCode,
  ): Promise<ContentItem>;
  /** Sets a snippet's language by hand (its passages are stemmed again); undefined when not found. */
  changeLanguage(
    organizationId: string,
    contentId: string,
    language: LanguageCode,
  ): Promise<ContentItem | undefined>;
  /**
   * The knowledge as a whole: how many passages in each language (none: empty knowledge), and
   * whether some came from a website or a file. Kept in memory until the knowledge changes.
   */
  profile(organizationId: string): Promise<contentStore.KnowledgeProfile>;
  list(organizationId: string): Promise<ContentItem[]>;
  /**
   * Every passage of the organization, in the order written, when its whole knowledge is
   * `maxCharacters` long or less; undefined when it is longer.
   */
  wholeWithin(
    organizationId: string,
    maxCharacters: number,
  ): Promise<RetrievedPassage[] | undefined>;
  count(organizationId: string): Promise<number>;
  /** Answers whether the snippet existed in that organization. */
  remove(organizationId: string, contentId: string): Promise<boolean>;
  /**
   * Stores the text of a knowledge source's page or file (not listed or counted as a snippet),
   * replacing the content it had before in the same transaction, so a search never sees both or
   * neither. Answers the new content's id.
   */
  replaceSourceText(
    organizationId: string,
    previousContentId: string | null,
    text: string,
  ): Promise<string>;
  /** How many passages each content has (a knowledge source's pages). */
  countPassages(organizationId: string, contentIds: string[]): Promise<Map<string, number>>;
  /** Resolves once the indexes being read in the background are in memory (the benchmark). */
  settled(): Promise<void>;
}

/** How many candidates each method contributes before fusion. */
const CANDIDATES = 20;

/**
 * How many answers of `wholeWithin` this process keeps: each at most its budget of characters
 * (10,000 for a model's prompt), so about 10 MB at worst, and a few bytes for a knowledge base
 * too long to fit.
 */
const WHOLE_KNOWLEDGE_ENTRIES = 1_000;

type Search = KnowledgeBase['search'];
type Index = (organizationId: string, passages: { id: string; text: string }[]) => Promise<void>;

/**
 * Full-text retrieval always; hybrid (full text fused with pgvector similarity) when an embedder
 * is configured and the database has the vector extension. A failing embedding call degrades
 * that one search to full text rather than failing the customer's turn.
 */
export async function createKnowledgeBase(
  db: Database,
  embedder: Embedder | undefined,
  log: Logger,
  metrics: OperatorMetrics = noOperatorMetrics,
  /** Where new passages are embedded, after the request that added them; without it, inline. */
  jobs?: Pick<JobQueue, 'define' | 'add'>,
  /** How every process hears of a change to an organization's knowledge; without it, only this one. */
  changes?: ChangeFeed,
): Promise<KnowledgeBase> {
  const indexes = createKnowledgeIndexes(db, { changes, log });
  const fullText: Search = async (
    organizationId,
    question,
    limit = DEFAULT_PASSAGE_LIMIT,
    options,
  ) => {
    const index = indexes.current(organizationId);
    const found = await searchPassages(db, organizationId, question, limit, index, options);
    indexes.refresh(organizationId);
    return found;
  };
  /**
   * Runs a change of the organization's knowledge in one transaction, and drops its index in
   * every process.
   */
  const changing = async <T>(organizationId: string, work: (tx: Database) => Promise<T>) => {
    const done = changes
      ? await changes.write(changeTopic(KNOWLEDGE_AREA, organizationId), work)
      : await db.transaction((tx) => work(tx as unknown as Database));
    indexes.forget(organizationId);
    return done;
  };
  // Every model turn asks for the whole knowledge (decision 023), which changes only when the
  // knowledge does: it is kept in memory and dropped by the same change that drops the index, in
  // every process. Without the change feed (or while it is down) it is read each time.
  type Whole = Awaited<ReturnType<typeof contentStore.wholeKnowledgeWithin>>;
  const wholes =
    changes &&
    createReadCache<{ organizationId: string; whole: Whole }>(changes, {
      area: KNOWLEDGE_AREA,
      organizationOf: (_key, value) => value.organizationId,
      maxEntries: WHOLE_KNOWLEDGE_ENTRIES,
    });
  const readWhole = async (organizationId: string, maxCharacters: number) => ({
    organizationId,
    whole: await contentStore.wholeKnowledgeWithin(db, organizationId, maxCharacters),
  });
  // Every turn asks which languages the knowledge is in (decision 027): kept like the whole.
  type KeptProfile = {
    organizationId: string;
    languages: [LanguageCode, number][];
    fromSources: boolean;
  };
  const profiles =
    changes &&
    createReadCache<KeptProfile>(changes, {
      area: KNOWLEDGE_AREA,
      organizationOf: (_key, value) => value.organizationId,
      maxEntries: WHOLE_KNOWLEDGE_ENTRIES,
    });
  let mode: KnowledgeBase['mode'] = 'full-text';
  let search = fullText;
  let index: Index = async () => {};

  if (embedder && (await enableVectorStore(db))) {
    mode = 'hybrid';
    search = async (organizationId, question, limit = DEFAULT_PASSAGE_LIMIT, options) => {
      const found = await fullText(organizationId, question, CANDIDATES, options);
      const textual = found.filter((passage) => !passage.isContact);
      const contact = found.filter((passage) => passage.isContact);
      try {
        const [embedding] = await embedder.embed([question]);
        const semantic = await searchByEmbedding(db, organizationId, embedding!, CANDIDATES);
        const fused = fuseByReciprocalRank([textual, semantic], limit);
        return [
          ...fused,
          ...contact.filter((c) => !fused.some((p) => p.passageId === c.passageId)),
        ];
      } catch (error) {
        log.warn({ err: error }, 'embedding the question failed: full-text results only');
        return [...textual.slice(0, limit), ...contact];
      }
    };
    const embedPassages: Index = async (organizationId, passages) => {
      const embeddings = await embedder.embed(passages.map((p) => p.text));
      await storeEmbeddings(
        db,
        organizationId,
        passages.map((p, i) => ({ passageId: p.id, embedding: embeddings[i]! })),
      );
    };
    index = async (organizationId, passages) => {
      try {
        await embedPassages(organizationId, passages);
      } catch (error) {
        log.warn({ err: error }, 'embedding new passages failed: they are found by full text only');
      }
    };
    if (jobs) {
      // A provider call per snippet: a job (retried; until it runs, found by full text only).
      jobs.define<{ organizationId: string; passages: { id: string; text: string }[] }>(
        'knowledge-embed',
        {
          attempts: 3,
          backoffMs: 5000,
          run: ({ organizationId, passages }) => embedPassages(organizationId, passages),
        },
      );
      index = (organizationId, passages) =>
        jobs.add('knowledge-embed', { organizationId, passages });
    }
  } else if (embedder) {
    log.warn(
      'EMBEDDING_MODEL is set but the database has no vector extension: full-text retrieval only',
    );
  }

  return {
    mode,
    search: (...args) =>
      timed(
        () => search(...args),
        (seconds, outcome) => metrics.retrieval(seconds, { mode, outcome }),
      ),
    async add(organizationId, text, check, language) {
      const written = language ?? (await snippetLanguage(text));
      const { item, passages } = await changing(organizationId, (tx) =>
        contentStore.insertContent(tx, organizationId, text, check, 'snippet', written),
      );
      await index(organizationId, passages);
      return item;
    },
    async changeLanguage(organizationId, contentId, language) {
      const changed = await changing(organizationId, (tx) =>
        contentStore.changeContentLanguage(tx, organizationId, contentId, language),
      );
      if (changed) await index(organizationId, changed.passages);
      return changed?.item;
    },
    async profile(organizationId) {
      const read = async () => {
        const { languages, fromSources } = await contentStore.knowledgeProfile(db, organizationId);
        return { organizationId, languages: [...languages], fromSources };
      };
      const kept = profiles ? (await profiles.get(organizationId, read))! : await read();
      // A new map each time: what is kept is never handed out to be changed.
      return { languages: new Map(kept.languages), fromSources: kept.fromSources };
    },
    list: (organizationId) => contentStore.listContents(db, organizationId),
    async wholeWithin(organizationId, maxCharacters) {
      const read = () => readWhole(organizationId, maxCharacters);
      const { whole } = wholes
        ? (await wholes.get(`${organizationId} ${maxCharacters}`, read))!
        : await read();
      // New objects each time: what is kept is never handed out to be changed.
      return whole?.map((passage, i) => ({ ...passage, rank: -i }));
    },
    count: (organizationId) => contentStore.countContents(db, organizationId),
    remove: (organizationId, contentId) =>
      changing(organizationId, (tx) => contentStore.deleteContent(tx, organizationId, contentId)),
    async replaceSourceText(organizationId, previousContentId, text) {
      const language = await snippetLanguage(text);
      const { item, passages } = await changing(organizationId, async (tx) => {
        if (previousContentId) {
          await contentStore.deleteContent(tx, organizationId, previousContentId);
        }
        return contentStore.insertContent(tx, organizationId, text, undefined, 'source', language);
      });
      await index(organizationId, passages);
      return item.id;
    },
    countPassages: (organizationId, contentIds) =>
      contentStore.countPassagesOf(db, organizationId, contentIds),
    settled: () => indexes.settled(),
  };
}
