import { setBounded } from '../bounded-memo';
import type { ChangeFeed } from './change-feed';

export interface ReadCacheOptions<V> {
  /**
   * What the cached rows are: a change to topic `${area}:${organizationId}` (see `changeTopic`)
   * drops every entry of that organization.
   */
  area: string;
  organizationOf(key: string, value: V): string;
  /** A bound on staleness should a change ever bypass the feed (an edit by hand in SQL). */
  ttlMs?: number;
  maxEntries?: number;
}

export interface ReadCache<V> {
  /**
   * The value for `key`: from memory while the change feed is live and the entry is fresh, else
   * from `load` (remembered when found). `undefined` is never remembered.
   */
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
}

/** The topic a writer announces for a change of one organization's rows in `area`. */
export const changeTopic = (area: string, organizationId: string) => `${area}:${organizationId}`;

interface Entry<V> {
  value: V;
  organizationId: string;
  expiresAt: number;
}

/**
 * Rows read on every public call and rarely changed (an API key, a configuration), kept in this
 * process's memory and dropped the moment any process changes them (platform/db/change-feed.ts).
 */
export function createReadCache<V>(feed: ChangeFeed, options: ReadCacheOptions<V>): ReadCache<V> {
  const { ttlMs = 60_000, maxEntries = 10_000 } = options;
  const prefix = `${options.area}:`;
  const entries = new Map<string, Entry<V>>();
  // A read that started before a change must not store what it read after the change dropped
  // the entry: it may hold the old row. Every change of this area moves the generation on.
  let generation = 0;

  feed.subscribe((topic) => {
    if (topic === undefined) {
      generation++;
      entries.clear();
      return;
    }
    if (!topic.startsWith(prefix)) return;
    generation++;
    const organizationId = topic.slice(prefix.length);
    for (const [key, entry] of entries) {
      if (entry.organizationId === organizationId) entries.delete(key);
    }
  });

  return {
    async get(key, load) {
      if (!feed.isLive()) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const started = generation;
      const value = await load();
      if (value !== undefined && generation === started && feed.isLive()) {
        // Insertion order is age: the oldest entry makes room.
        setBounded(entries, maxEntries, key, {
          value,
          organizationId: options.organizationOf(key, value),
          expiresAt: now + ttlMs,
        });
      }
      return value;
    },
  };
}
