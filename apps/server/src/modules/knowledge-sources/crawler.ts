import { createHash } from 'node:crypto';
import { CRAWLER_USER_AGENT } from '@frontdesk/contracts';
import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import type { DestinationPolicy, Resolver } from '../../operator/tools/ssrf-guard';
import { type FetchResult, fetchGuarded } from './guarded-fetch';
import { HtmlReadTimeoutError, readHtml } from './html-reader';
import { NestedTooDeeplyError, type PageText } from './html-text';
import { matchesAny } from './url-patterns';

export interface CrawlTarget {
  start: URL;
  /** Pages read at most (the source's cap and the plan's, the smaller). */
  maxPages: number;
  include: string[];
  exclude: string[];
}

/** What a page looked like at the last sync: the conditional request and the hash compare to it. */
export interface KnownPage {
  etag: string | null;
  lastModified: string | null;
  contentHash: string | null;
}

export type PageOutcome =
  | {
      url: string;
      status: 'fetched';
      title: string | null;
      text: string;
      contentHash: string;
      etag: string | null;
      lastModified: string | null;
    }
  | { url: string; status: 'unchanged'; etag: string | null; lastModified: string | null }
  | { url: string; status: 'skipped' | 'failed'; reason: string; httpStatus?: number };

export interface CrawlOptions {
  policy: DestinationPolicy;
  resolve?: Resolver;
  timeoutMs: number;
  maxPageBytes: number;
  /** Links followed from the start page at most. */
  maxDepth: number;
  /** Requests to one host at a time, and the pause each takes between two. */
  concurrency: number;
  pauseMs: number;
  known: Map<string, KnownPage>;
  onPage(outcome: PageOutcome): Promise<void>;
  onProgress(found: number, done: number): Promise<void>;
}

export interface CrawlResult {
  /** Pages found on the site (readable ones, over the cap included). */
  found: number;
  /** URLs of this crawl's pages with any outcome. */
  visited: Set<string>;
  /** The start page itself could not be read: why. */
  startFailure?: string;
  /** Pages not read because the cap was reached. */
  overCap: number;
}

const MAX_SITEMAPS = 20;
/**
 * Pages over the cap listed as skipped, at most: the rest are only counted. A site of ten thousand
 * pages under a cap of a hundred would otherwise write ten thousand rows for nothing.
 */
export const MAX_LISTED_OVER_CAP = 100;
const ROBOTS_AND_SITEMAP_BYTES = 5 * 1024 * 1024;

/** A page's identity: no fragment, no trailing `index.html`, the rest as written. */
export function normalizeUrl(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

export const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

const isHtml = (contentType: string | undefined) =>
  !contentType || /text\/html|application\/xhtml\+xml/i.test(contentType);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page's text, or why it cannot be read. One page that cannot be read fails alone, with its
 * reason on the page's row; the rest of the site is still synced.
 */
async function readPage(body: Buffer, url: URL): Promise<PageText | { unreadable: string }> {
  try {
    return await readHtml(body.toString('utf8'), url);
  } catch (error) {
    const known = error instanceof NestedTooDeeplyError || error instanceof HtmlReadTimeoutError;
    return { unreadable: known ? error.message : 'unreadable HTML' };
  }
}

/**
 * Reads a website the way a polite bot does: robots.txt for its own user agent first, the
 * sitemap (and sitemap indexes) next, then the same site's links breadth first, at most
 * `concurrency` requests to the host at a time with a pause between them, every request through
 * the SSRF guard. It writes nothing: each page's outcome goes to `onPage`, in the order found.
 */
export async function crawlSite(target: CrawlTarget, options: CrawlOptions): Promise<CrawlResult> {
  const origin = target.start.origin;
  const get = (url: URL, maxBytes: number, headers?: Record<string, string>) =>
    fetchGuarded(url, {
      policy: options.policy,
      resolve: options.resolve,
      timeoutMs: options.timeoutMs,
      maxBytes,
      headers,
      mayFollow: (next) => next.origin === origin,
    });

  const robotsUrl = new URL('/robots.txt', origin);
  const robotsFile = await get(robotsUrl, ROBOTS_AND_SITEMAP_BYTES);
  const robots = robotsParser(
    robotsUrl.href,
    robotsFile.ok ? robotsFile.body.toString('utf8') : '',
  );
  const isAllowed = (url: URL) => robots.isAllowed(url.href, CRAWLER_USER_AGENT) !== false;

  const queue: { url: URL; depth: number }[] = [];
  const seen = new Set<string>();
  const visited = new Set<string>();
  let found = 0;
  let taken = 0;
  let done = 0;
  let overCap = 0;
  const enqueue = (url: URL, depth: number) => {
    if (url.origin !== origin) return;
    const key = normalizeUrl(url);
    if (seen.has(key)) return;
    seen.add(key);
    queue.push({ url: new URL(key), depth });
  };

  enqueue(target.start, 0);
  const sitemapUrls =
    robots.getSitemaps().length > 0 ? robots.getSitemaps() : [new URL('/sitemap.xml', origin).href];
  for (const url of await readSitemaps(sitemapUrls, (u) => get(u, ROBOTS_AND_SITEMAP_BYTES))) {
    enqueue(url, 1);
  }
  // Pages read before: a new link can only appear on a page that changed (and is read again).
  for (const url of options.known.keys()) {
    try {
      enqueue(new URL(url), 1);
    } catch {
      // A stored URL that no longer parses is dropped with the rest of what was not seen.
    }
  }

  let startFailure: string | undefined;

  const visit = async (url: URL, depth: number) => {
    const key = normalizeUrl(url);
    const path = `${url.pathname}${url.search}`;
    const skip = async (reason: string) => {
      visited.add(key);
      await options.onPage({ url: key, status: 'skipped', reason });
    };
    if (!isAllowed(url)) return skip('robots.txt');
    if (
      matchesAny(target.exclude, path) ||
      (target.include.length > 0 && depth > 0 && !matchesAny(target.include, path))
    ) {
      return skip('excluded');
    }
    found++;
    if (taken >= target.maxPages) {
      overCap++;
      if (overCap <= MAX_LISTED_OVER_CAP) await skip('over the page limit');
      return;
    }
    taken++;
    visited.add(key);
    const known = options.known.get(key);
    const conditional: Record<string, string> = {};
    if (known?.etag) conditional['if-none-match'] = known.etag;
    if (known?.lastModified) conditional['if-modified-since'] = known.lastModified;
    const response: FetchResult = await get(url, options.maxPageBytes, conditional);
    done++;
    await options.onProgress(found + queue.length, done);
    if (!response.ok) {
      if (depth === 0) startFailure = response.reason;
      await options.onPage({
        url: key,
        status: 'failed',
        reason: response.reason,
        httpStatus: response.status,
      });
      return;
    }
    const etag = (response.headers.etag as string | undefined) ?? null;
    const lastModified = (response.headers['last-modified'] as string | undefined) ?? null;
    if (response.status === 304) {
      await options.onPage({
        url: key,
        status: 'unchanged',
        etag: known?.etag ?? etag,
        lastModified: known?.lastModified ?? lastModified,
      });
      return;
    }
    if (!isHtml(response.headers['content-type'])) return skip('not HTML');
    const page = await readPage(response.body, response.url);
    if ('unreadable' in page) {
      await options.onPage({ url: key, status: 'failed', reason: page.unreadable });
      return;
    }
    if (depth < options.maxDepth) for (const link of page.links) enqueue(link, depth + 1);
    if (!page.text) return skip('no text');
    const contentHash = hashText(`${page.title ?? ''}\n${page.text}`);
    if (known?.contentHash === contentHash) {
      await options.onPage({ url: key, status: 'unchanged', etag, lastModified });
      return;
    }
    await options.onPage({
      url: key,
      status: 'fetched',
      title: page.title,
      text: page.text,
      contentHash,
      etag,
      lastModified,
    });
  };

  // Breadth first: the start page alone (its links fill the queue), then `concurrency` workers.
  const first = queue.shift()!;
  await visit(first.url, first.depth);
  let active = 0;
  const worker = async () => {
    for (;;) {
      const next = queue.shift();
      if (!next) {
        // Another worker's page may still add links: wait for it before giving up.
        if (active === 0) return;
        await sleep(10);
        continue;
      }
      active++;
      try {
        await visit(next.url, next.depth);
      } finally {
        active--;
      }
      if (options.pauseMs > 0) await sleep(options.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { found, visited, startFailure, overCap };
}

/** Page URLs of the sitemaps, following sitemap indexes (at most MAX_SITEMAPS files in all). */
async function readSitemaps(
  urls: string[],
  get: (url: URL) => Promise<FetchResult>,
): Promise<URL[]> {
  const parser = new XMLParser({
    ignoreAttributes: true,
    isArray: (name) => name === 'url' || name === 'sitemap',
  });
  const pending = [...urls];
  const pages: URL[] = [];
  for (let read = 0; pending.length > 0 && read < MAX_SITEMAPS; read++) {
    let url: URL;
    try {
      url = new URL(pending.shift()!);
    } catch {
      continue;
    }
    const response = await get(url);
    if (!response.ok || response.status !== 200) continue;
    try {
      const xml = parser.parse(response.body.toString('utf8'));
      for (const entry of xml?.sitemapindex?.sitemap ?? [])
        if (entry?.loc) pending.push(String(entry.loc).trim());
      for (const entry of xml?.urlset?.url ?? []) {
        if (entry?.loc) pages.push(new URL(String(entry.loc).trim()));
      }
    } catch {
      // A sitemap that is not XML is no sitemap: links still find the pages.
    }
  }
  return pages;
}
