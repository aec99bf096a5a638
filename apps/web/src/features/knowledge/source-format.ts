import type { KnowledgeSourceStatus, SourcePage, SyncSchedule } from '@frontdesk/contracts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "in 3 days", "tomorrow": a sync's time from now, either way. */
export function relativeTime(iso: string, now = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return seconds > 0 ? 'in a moment' : 'just now';
}

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
