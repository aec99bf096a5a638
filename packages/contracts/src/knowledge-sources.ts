import { z } from 'zod';

/** Where knowledge comes from besides snippets: a website the crawler reads, or an uploaded file. */
export const knowledgeSourceTypes = ['website', 'file'] as const;
export const knowledgeSourceStatuses = ['queued', 'crawling', 'ready', 'failed'] as const;
export type KnowledgeSourceStatus = (typeof knowledgeSourceStatuses)[number];
export const syncSchedules = ['off', 'daily', 'weekly'] as const;
export type SyncSchedule = (typeof syncSchedules)[number];

/** What happened to one page or file of a source, as a person reads it. */
export const sourcePageStatuses = ['fetched', 'unchanged', 'skipped', 'failed'] as const;
export type SourcePageStatus = (typeof sourcePageStatuses)[number];

/** Files up to this size are read (PDF with a text layer, DOCX, HTML, Markdown, TXT, CSV). */
export const SOURCE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const SOURCE_FILE_EXTENSIONS = [
  'pdf',
  'docx',
  'html',
  'htm',
  'md',
  'markdown',
  'txt',
  'csv',
] as const;
/** A crawl reads at most this many pages whatever the request asks (the plan may allow fewer). */
export const SOURCE_MAX_PAGES = 5000;
/** The crawler's user agent, with a URL that explains it (robots.txt rules for it are obeyed). */
export const CRAWLER_USER_AGENT = 'FrontdeskBot/1.0 (+https://frontdesk.dev/bot)';

const patternList = z.array(z.string().trim().min(1).max(200)).max(20);

/** POST /knowledge/sources (JSON): a website to read. Files are posted as multipart. */
export const createWebsiteSourceSchema = z.object({
  type: z.literal('website'),
  url: z
    .string()
    .trim()
    .url('Enter a valid URL.')
    .max(2000)
    .refine((url) => /^https?:\/\//i.test(url), { message: 'Use an http or https address.' }),
  maxPages: z.number().int().min(1).max(SOURCE_MAX_PAGES).default(100),
  /** URL path patterns (`*` matches anything) a page must match to be read; none: every page. */
  include: patternList.default([]),
  /** URL path patterns whose pages are never read. */
  exclude: patternList.default([]),
  schedule: z.enum(syncSchedules).default('weekly'),
});
export type CreateWebsiteSource = z.infer<typeof createWebsiteSourceSchema>;

export const sourcePageSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  status: z.enum(sourcePageStatuses),
  /** Why a page was skipped or failed ('robots.txt', 'excluded', 'over the page limit', 'not HTML', 'HTTP 404', 'timeout', 'too large'). */
  reason: z.string().nullable(),
  passages: z.number().int(),
  fetched_at: z.string().nullable(),
});
export type SourcePage = z.infer<typeof sourcePageSchema>;

export const knowledgeSourceSchema = z.object({
  id: z.string(),
  type: z.enum(knowledgeSourceTypes),
  /** The website's address, or the file's name. */
  name: z.string(),
  url: z.string().nullable(),
  status: z.enum(knowledgeSourceStatuses),
  /** Why the last sync failed, or what it could not do ('Found 740 pages; your plan allows 500'). */
  message: z.string().nullable(),
  schedule: z.enum(syncSchedules),
  maxPages: z.number().int(),
  include: z.array(z.string()),
  exclude: z.array(z.string()),
  /** Progress of a crawl running now, and totals after it. */
  pagesFound: z.number().int(),
  pagesDone: z.number().int(),
  pages: z.number().int(),
  /** What the last sync changed ('12 pages changed, 3 removed'). */
  lastSyncSummary: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  next_sync_at: z.string().nullable(),
  created_at: z.string(),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

export const knowledgeSourceListSchema = z.object({ results: z.array(knowledgeSourceSchema) });
/** GET /knowledge/sources/{id}: the source with its pages (at most 1,000, newest first). */
export const knowledgeSourceDetailSchema = knowledgeSourceSchema.extend({
  pageList: z.array(sourcePageSchema),
});
export type KnowledgeSourceDetail = z.infer<typeof knowledgeSourceDetailSchema>;
