import type { Logger } from 'pino';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Database } from '../../platform/db/client';
import { type KnowledgeIndex, loadKnowledgeIndex } from './knowledge-index';

/** The change-feed area of an organization's knowledge (topic `knowledge:<organization>`). */
export const KNOWLEDGE_AREA = 'knowledge';

export interface KnowledgeIndexOptions {
  /** Tells this process when any process changes an organization's knowledge. */
  changes?: ChangeFeed;
  log: Logger;
  /**
   * How many passages all the indexes in memory hold at most; the organization asked least
   * recently is forgotten first. About 0.6 KB each (docs/benchmarks.md).
   */
  maxPassages?: number;
  /** A bound on staleness should knowledge change past the feed (an edit by hand in SQL). */
  maxAgeMs?: number;
}

export interface KnowledgeIndexes {
  /** The organization's index when it is in memory and current; the statement ranks otherwise. */
  current(organizationId: string): KnowledgeIndex | undefined;
  /**
   * Reads the organization's index in the background when it is not in memory or is past its
   * age. Called after a search, so that the read never delays the question that asked for it.
   */
  refresh(organizationId: string): void;
  /** Forgets the organization's index: its knowledge changed. */
  forget(organizationId: string): void;
  /** Resolves when the reads started so far have ended (tests, the benchmark). */
  settled(): Promise<void>;
}

interface Loading {
  done: Promise<void>;
  /** Set when the knowledge changed while it was read: what it read may be the old knowledge. */
  stale: boolean;
}

const DEFAULT_MAX_PASSAGES = 100_000;
const DEFAULT_MAX_AGE_MS = 10 * 60_000;

/**
 * The organizations' indexes this process holds (decision 020). An organization's index is read
 * after its first search and dropped the moment any process changes its knowledge; while the
 * feed is down, nothing is served from memory, as for the other caches (platform/db/read-cache).
 */
export function createKnowledgeIndexes(
  db: Database,
  {
    changes,
    log,
    maxPassages = DEFAULT_MAX_PASSAGES,
    maxAgeMs = DEFAULT_MAX_AGE_MS,
  }: KnowledgeIndexOptions,
): KnowledgeIndexes {
  /** In order of last use: the first is forgotten first. */
  const held = new Map<string, { index: KnowledgeIndex; readAt: number }>();
  const loading = new Map<string, Loading>();
  let passagesHeld = 0;

  const forget = (organizationId: string) => {
    const entry = held.get(organizationId);
    if (entry) passagesHeld -= entry.index.passages.length;
    held.delete(organizationId);
    const load = loading.get(organizationId);
    if (load) load.stale = true;
  };
  const forgetAll = () => {
    for (const organizationId of [...held.keys(), ...loading.keys()]) forget(organizationId);
  };

  changes?.subscribe((topic) => {
    if (topic === undefined) forgetAll();
    else if (topic.startsWith(`${KNOWLEDGE_AREA}:`)) forget(topic.slice(KNOWLEDGE_AREA.length + 1));
  });

  const keep = (index: KnowledgeIndex) => {
    const size = index.passages.length;
    if (size > maxPassages) return;
    forget(index.organizationId);
    while (passagesHeld + size > maxPassages) forget(held.keys().next().value!);
    held.set(index.organizationId, { index, readAt: Date.now() });
    passagesHeld += size;
  };

  // One read at a time: after a restart, the first questions of many organizations would
  // otherwise take as many pool connections from the customers' statements at once.
  let queue = Promise.resolve();
  const read = (organizationId: string) => {
    if (loading.has(organizationId)) return;
    const load: Loading = { stale: false, done: Promise.resolve() };
    load.done = queue = queue
      .then(() => (load.stale ? undefined : loadKnowledgeIndex(db, organizationId)))
      .then((index) => {
        if (!index) return;
        if (!load.stale && (!changes || changes.isLive())) keep(index);
      })
      .catch((error) => log.warn({ err: error }, 'reading the knowledge index failed'))
      .finally(() => loading.delete(organizationId));
    loading.set(organizationId, load);
  };

  return {
    current(organizationId) {
      if (changes && !changes.isLive()) return undefined;
      const entry = held.get(organizationId);
      if (!entry) return undefined;
      // Used: it moves to the end of the order (the last to be forgotten).
      held.delete(organizationId);
      held.set(organizationId, entry);
      return entry.index;
    },
    refresh(organizationId) {
      if (changes && !changes.isLive()) return;
      const entry = held.get(organizationId);
      // Past its age it is read again, and served meanwhile.
      if (!entry || Date.now() - entry.readAt > maxAgeMs) read(organizationId);
    },
    forget,
    async settled() {
      while (loading.size > 0) await Promise.all([...loading.values()].map((load) => load.done));
    },
  };
}
