import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { contents } from './configuration';
import { organizationId } from './tenancy';

/** A website the crawler reads, or an uploaded file (issue 26); owned by the knowledge-sources module. */
export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    /** website | file */
    type: text('type').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    /** queued | crawling | ready | failed */
    status: text('status').notNull().default('queued'),
    message: text('message'),
    /** off | daily | weekly */
    schedule: text('schedule').notNull().default('off'),
    maxPages: integer('max_pages').notNull().default(100),
    include: jsonb('include').$type<string[]>().notNull().default([]),
    exclude: jsonb('exclude').$type<string[]>().notNull().default([]),
    pagesFound: integer('pages_found').notNull().default(0),
    pagesDone: integer('pages_done').notNull().default(0),
    lastSyncSummary: text('last_sync_summary'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('knowledge_sources_org_idx').on(table.organizationId, table.createdAt),
    index('knowledge_sources_due_idx').on(table.nextSyncAt),
  ],
);

/** One page of a website (or the one file) and what its last sync did with it. */
export const knowledgeSourcePages = pgTable(
  'knowledge_source_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title'),
    /** fetched | unchanged | skipped | failed */
    status: text('status').notNull(),
    reason: text('reason'),
    contentHash: text('content_hash'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** The page's text as knowledge: its passages are found through it (and it to the page). */
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('knowledge_source_pages_url_idx').on(table.sourceId, table.url),
    index('knowledge_source_pages_content_idx').on(table.contentId),
  ],
);
