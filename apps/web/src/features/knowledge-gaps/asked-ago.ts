const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "yesterday", "3 weeks ago": when a question was last asked. */
export function askedAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** What an added answer did for a group, in words. */
export function checkedText({ answered, total }: { answered: number; total: number }): string {
  if (total === 1) {
    return answered === 1
      ? 'This question now gets an answer.'
      : 'This question does not get an answer yet.';
  }
  if (answered === 0) return `None of the ${total} questions in this group gets an answer yet.`;
  return `${answered} of ${total} questions in this group now get an answer.`;
}
