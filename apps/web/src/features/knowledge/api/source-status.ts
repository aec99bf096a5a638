import type { KnowledgeSource } from '@frontdesk/contracts';

/** Polls while a crawl runs: queued or crawling. */
export const SOURCE_POLL_INTERVAL_MS = 2000;

/** Whether a source is being read now (queued or crawling), so its progress moves. */
export function isSourceRunning(source: Pick<KnowledgeSource, 'status'>): boolean {
  return source.status === 'queued' || source.status === 'crawling';
}
