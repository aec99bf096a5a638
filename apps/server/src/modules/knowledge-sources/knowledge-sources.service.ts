import type {
  CreateWebsiteSource,
  KnowledgeSource,
  KnowledgeSourceDetail,
  SourcePage,
  SyncSchedule,
} from '@frontdesk/contracts';
import type { Logger } from 'pino';
import type { KnowledgeBase } from '../../operator/retrieval/knowledge-base';
import type { DestinationPolicy, Resolver } from '../../operator/tools/ssrf-guard';
import { runAsTenant } from '../../platform/db/tenant-context';
import type { QuotaCheck } from '../../platform/db/transaction-lock';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { crawlSite, type KnownPage, type PageOutcome } from './crawler';
import { readFileText } from './file-text';
import type { KnowledgeSourcesStore, PageRow, SourceRow } from './knowledge-sources.store';

export interface CrawlerSettings {
  policy: DestinationPolicy;
  resolve?: Resolver;
  /** One page, redirects and body included. */
  timeoutMs: number;
  maxPageBytes: number;
  maxDepth: number;
  concurrency: number;
  pauseMs: number;
}

export interface KnowledgeSourcesServiceDeps {
  store: KnowledgeSourcesStore;
  /** The operator's knowledge base: each page's text is one of its contents. */
  knowledge: Pick<KnowledgeBase, 'replaceSourceText' | 'remove' | 'count' | 'countPassages'>;
  /** Billing's gate for one more content (a source counts as one). */
  assertCanAddContent(organizationId: string): Promise<QuotaCheck>;
  /** The plan's `knowledge.pages`: pages of all sources together; 0 without it. */
  pageLimitOf(organizationId: string): Promise<number>;
  jobs: Pick<JobQueue, 'define' | 'add' | 'every'>;
  crawler: CrawlerSettings;
  log: Logger;
  now?: () => Date;
}

export const SYNC_JOB = 'knowledge-source-sync';
export const SWEEP_JOB = 'knowledge-sources-sweep';
const SWEEP_EVERY_MS = 15 * 60_000;
/** How often a running crawl's progress is written for the page to show. */
const PROGRESS_EVERY_MS = 1_000;
const DAY_MS = 24 * 60 * 60_000;

const nextSyncAfter = (schedule: SyncSchedule | string, from: Date) =>
  schedule === 'daily'
    ? new Date(from.getTime() + DAY_MS)
    : schedule === 'weekly'
      ? new Date(from.getTime() + 7 * DAY_MS)
      : null;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function toSource(row: SourceRow, pages: number): KnowledgeSource {
  return {
    id: row.id,
    type: row.type as KnowledgeSource['type'],
    name: row.name,
    url: row.url,
    status: row.status as KnowledgeSource['status'],
    message: row.message,
    schedule: row.schedule as SyncSchedule,
    maxPages: row.maxPages,
    include: row.include,
    exclude: row.exclude,
    pagesFound: row.pagesFound,
    pagesDone: row.pagesDone,
    pages,
    lastSyncSummary: row.lastSyncSummary,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    next_sync_at: row.nextSyncAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A page read before the last sync began and not written since was found unchanged by it: the
 * sync wrote nothing for it, so that is how the status is known.
 */
function toPage(row: PageRow, source: SourceRow, passages: number): SourcePage {
  const unchanged =
    row.status === 'fetched' &&
    row.fetchedAt !== null &&
    source.lastSyncedAt !== null &&
    row.fetchedAt < source.lastSyncedAt;
  return {
    url: row.url,
    title: row.title,
    status: unchanged ? 'unchanged' : (row.status as SourcePage['status']),
    reason: row.reason,
    passages,
    fetched_at: row.fetchedAt?.toISOString() ?? null,
  };
}

/** Websites and files as knowledge, kept in sync on a schedule through the job queue. */
export function createKnowledgeSourcesService(deps: KnowledgeSourcesServiceDeps) {
  const { store, knowledge, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  async function mustFind(organizationId: string, id: string) {
    const source = await store.findSource(organizationId, id);
    if (!source) throw new AppError('not_found', 'Knowledge source not found.');
    return source;
  }

  async function addSource(
    organizationId: string,
    values: Parameters<KnowledgeSourcesStore['insertSource']>[1],
  ) {
    const check = await deps.assertCanAddContent(organizationId);
    const snippets = await knowledge.count(organizationId);
    return store.insertSource(organizationId, values, check, snippets);
  }

  async function queueSync(organizationId: string, sourceId: string) {
    await jobs.add(SYNC_JOB, { organizationId, sourceId }, { jobId: `${SYNC_JOB}-${sourceId}` });
  }

  /** Reads the website again and brings its pages' knowledge in line with it. */
  async function syncWebsite(organizationId: string, sourceId: string) {
    const source = await store.findSource(organizationId, sourceId);
    if (source?.type !== 'website' || !source.url) return;
    const startedAt = now();
    await store.updateSource(organizationId, sourceId, {
      status: 'crawling',
      message: null,
      pagesFound: 0,
      pagesDone: 0,
    });
    const planLimit = await deps.pageLimitOf(organizationId);
    const allowed = Math.max(
      0,
      planLimit - (await store.countPagesOutside(organizationId, sourceId)),
    );
    const rows = new Map(
      (await store.listPages(organizationId, sourceId, Number.MAX_SAFE_INTEGER)).map((row) => [
        row.url,
        row,
      ]),
    );
    const known = new Map<string, KnownPage>();
    for (const [url, row] of rows) if (row.contentId) known.set(url, row);
    let changed = 0;
    let removed = 0;

    const dropContent = async (row: PageRow | undefined) => {
      if (!row?.contentId) return false;
      await knowledge.remove(organizationId, row.contentId);
      return true;
    };

    const onPage = async (page: PageOutcome) => {
      const row = rows.get(page.url);
      if (page.status === 'fetched') {
        // The title as the first heading, unless the page starts with its own.
        const text =
          page.title && !page.text.startsWith('# ') ? `# ${page.title}\n\n${page.text}` : page.text;
        const contentId = await knowledge.replaceSourceText(
          organizationId,
          row?.contentId ?? null,
          text,
        );
        await store.savePage(organizationId, sourceId, page.url, {
          title: page.title,
          status: 'fetched',
          reason: null,
          contentHash: page.contentHash,
          etag: page.etag,
          lastModified: page.lastModified,
          contentId,
          fetchedAt: now(),
        });
        changed++;
        return;
      }
      if (page.status === 'unchanged') {
        // One conditional request and nothing written, unless the server's validators moved.
        if (row && (row.etag !== page.etag || row.lastModified !== page.lastModified)) {
          const { id: _id, organizationId: _org, sourceId: _source, url: _url, ...values } = row;
          await store.savePage(organizationId, sourceId, page.url, {
            ...values,
            etag: page.etag,
            lastModified: page.lastModified,
          });
        }
        return;
      }
      // Gone from the site: its knowledge goes too. A timeout keeps what was read before.
      const gone = page.status === 'skipped' || page.httpStatus === 404 || page.httpStatus === 410;
      if (gone && (await dropContent(row))) removed++;
      if (
        row &&
        row.status === page.status &&
        row.reason === page.reason &&
        (!gone || !row.contentId)
      )
        return;
      await store.savePage(organizationId, sourceId, page.url, {
        title: row?.title ?? null,
        status: page.status,
        reason: page.reason,
        contentHash: gone ? null : (row?.contentHash ?? null),
        etag: gone ? null : (row?.etag ?? null),
        lastModified: gone ? null : (row?.lastModified ?? null),
        contentId: gone ? null : (row?.contentId ?? null),
        fetchedAt: row?.fetchedAt ?? null,
      });
    };

    // The progress bar reads the source's row: written at most once a second, not once a page
    // (an unchanged sync of 500 pages otherwise sent 500 updates of that one row).
    let progressWrittenAt = 0;
    const reportProgress = async (found: number, done: number) => {
      if (Date.now() - progressWrittenAt < PROGRESS_EVERY_MS) return;
      progressWrittenAt = Date.now();
      await store.updateSource(organizationId, sourceId, { pagesFound: found, pagesDone: done });
    };
    try {
      const result = await crawlSite(
        {
          start: new URL(source.url),
          maxPages: Math.min(source.maxPages, allowed),
          include: source.include,
          exclude: source.exclude,
        },
        {
          ...deps.crawler,
          known,
          onPage,
          onProgress: reportProgress,
        },
      );
      // Pages no longer linked or listed lose their knowledge and their row.
      const unseen = [...rows.values()].filter((row) => !result.visited.has(row.url));
      for (const row of unseen) if (await dropContent(row)) removed++;
      await store.deletePages(
        organizationId,
        sourceId,
        unseen.map((row) => row.url),
      );
      const overPlan = result.overCap > 0 && allowed < source.maxPages;
      const failed = result.startFailure !== undefined && changed === 0 && known.size === 0;
      await store.updateSource(organizationId, sourceId, {
        status: failed ? 'failed' : 'ready',
        message: failed
          ? `The website could not be read: ${result.startFailure}`
          : overPlan
            ? `Found ${result.found} pages; your plan allows ${planLimit}`
            : null,
        pagesFound: result.found,
        pagesDone: result.visited.size,
        lastSyncSummary: `${plural(changed, 'page')} changed, ${removed} removed`,
        lastSyncedAt: startedAt,
        nextSyncAt: nextSyncAfter(source.schedule, startedAt),
      });
    } catch (error) {
      deps.log.warn({ err: error, sourceId }, 'knowledge source sync failed');
      await store.updateSource(organizationId, sourceId, {
        status: 'failed',
        message: 'The sync failed; it will be tried again at the next one.',
        lastSyncedAt: startedAt,
        nextSyncAt: nextSyncAfter(source.schedule, startedAt),
      });
    }
  }

  jobs.define<{ organizationId: string; sourceId: string }>(SYNC_JOB, {
    run: ({ organizationId, sourceId }) =>
      runAsTenant(organizationId, () => syncWebsite(organizationId, sourceId)),
  });
  jobs.define(SWEEP_JOB, {
    run: async () => {
      for (const due of await store.listDueSources(now())) {
        await queueSync(due.organizationId, due.id);
      }
    },
  });

  return {
    /** Starts the scheduled sweep: once per interval for the whole deployment. */
    scheduleSweep: () => jobs.every(SWEEP_JOB, SWEEP_EVERY_MS),

    countSources: (organizationId: string) => store.countSources(organizationId),

    /** The page or file of each content that came from a source (sources on answers). */
    pagesOfContents: (organizationId: string, contentIds: string[]) =>
      store.pagesOfContents(organizationId, contentIds),

    /** Pages (and files) held in all the organization's sources: the plan's `knowledge.pages`. */
    countPages: (organizationId: string) => store.countPages(organizationId),

    async list(organizationId: string): Promise<KnowledgeSource[]> {
      const [rows, pages] = await Promise.all([
        store.listSources(organizationId),
        store.countPagesBySource(organizationId),
      ]);
      return rows.map((row) => toSource(row, pages.get(row.id) ?? 0));
    },

    async get(organizationId: string, id: string): Promise<KnowledgeSourceDetail> {
      const source = await mustFind(organizationId, id);
      const rows = await store.listPages(organizationId, id);
      const contentIds = rows.flatMap((row) => (row.contentId ? [row.contentId] : []));
      const passages = await knowledge.countPassages(organizationId, contentIds);
      return {
        ...toSource(source, contentIds.length),
        pageList: rows.map((row) =>
          toPage(row, source, row.contentId ? (passages.get(row.contentId) ?? 0) : 0),
        ),
      };
    },

    async addWebsite(organizationId: string, input: CreateWebsiteSource): Promise<KnowledgeSource> {
      const url = new URL(input.url);
      const row = await addSource(organizationId, {
        type: 'website',
        name: url.host,
        url: url.href,
        status: 'queued',
        schedule: input.schedule,
        maxPages: input.maxPages,
        include: input.include,
        exclude: input.exclude,
      });
      await queueSync(organizationId, row.id);
      return toSource(row, 0);
    },

    /** Reads the whole file first: a file that cannot be read is refused before anything is stored. */
    async addFile(organizationId: string, name: string, bytes: Buffer): Promise<KnowledgeSource> {
      const { title, text } = await readFileText(name, bytes);
      if ((await deps.pageLimitOf(organizationId)) <= (await store.countPages(organizationId))) {
        throw new AppError('quota_exceeded', 'Your plan allows no more knowledge pages.');
      }
      const at = now();
      const row = await addSource(organizationId, {
        type: 'file',
        name,
        url: null,
        status: 'ready',
        schedule: 'off',
        maxPages: 1,
        pagesFound: 1,
        pagesDone: 1,
        lastSyncSummary: '1 page changed, 0 removed',
        lastSyncedAt: at,
      });
      const contentId = await knowledge.replaceSourceText(
        organizationId,
        null,
        `# ${title}\n\n${text}`,
      );
      await store.savePage(organizationId, row.id, name, {
        title,
        status: 'fetched',
        reason: null,
        contentId,
        fetchedAt: at,
      });
      return toSource(row, 1);
    },

    async sync(organizationId: string, id: string): Promise<KnowledgeSource> {
      const source = await mustFind(organizationId, id);
      if (source.type !== 'website') {
        throw new AppError(
          'validation_error',
          'A file has nothing to sync: upload it again to change it.',
        );
      }
      await store.updateSource(organizationId, id, { status: 'queued' });
      await queueSync(organizationId, id);
      const pages = (await store.countPagesBySource(organizationId)).get(id) ?? 0;
      return toSource({ ...source, status: 'queued' }, pages);
    },

    async remove(organizationId: string, id: string): Promise<void> {
      const contentIds = await store.deleteSource(organizationId, id);
      if (!contentIds) throw new AppError('not_found', 'Knowledge source not found.');
      for (const contentId of contentIds) await knowledge.remove(organizationId, contentId);
    },
  };
}

export type KnowledgeSourcesService = ReturnType<typeof createKnowledgeSourcesService>;
