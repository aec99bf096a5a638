import type { KnowledgeSourceStatus, SourcePage, SyncSchedule } from '@frontdesk/contracts';

export { relativeTime } from '@/lib/relative-time';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The exact time, for a title beside a relative one. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export const sourceStatusLabels: Record<KnowledgeSourceStatus, string> = {
  queued: 'Queued',
  crawling: 'Crawling',
  ready: 'Ready',
  failed: 'Failed',
};

export const scheduleLabels: Record<SyncSchedule, string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** 'Fetched', 'Unchanged', 'Skipped: robots.txt', 'Failed: HTTP 404'. */
export function pageStatusText(page: Pick<SourcePage, 'status' | 'reason'>): string {
  const label = page.status.charAt(0).toUpperCase() + page.status.slice(1);
  return page.reason ? `${label}: ${page.reason}` : label;
}

/** 'Website' or 'File'. */
export function sourceTypeLabel(type: 'website' | 'file'): string {
  return type === 'website' ? 'Website' : 'File';
}
