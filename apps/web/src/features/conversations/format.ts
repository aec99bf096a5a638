import { localDayStart } from '@/lib/local-day';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const longDateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'long',
  timeStyle: 'short',
});

/** A short local date and time, e.g. "Mar 3, 2:05 PM". */
export function formatDateTime(value: Date | number | string): string {
  return dateTimeFormat.format(new Date(value));
}

export function formatLongDateTime(value: Date | number | string): string {
  return longDateTimeFormat.format(new Date(value));
}

/** Epoch ms to a date input's value (YYYY-MM-DD) in the browser's time zone. */
export function toDateInputValue(epochMs: number | undefined): string {
  if (epochMs === undefined) return '';
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's value to epoch ms at local midnight (the server counts whole local days). */
export const fromDateInputValue = localDayStart;

/** Ids are long; lists show the start, which is enough to tell them apart and to search by. */
export function shortId(id: string): string {
  return id.length > 13 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
}
