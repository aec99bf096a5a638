import { relativeTime } from '@/lib/relative-time';

/** "5 minutes ago", "yesterday", "3 weeks ago": when a question was last asked. */
export function askedAgo(iso: string, now = Date.now()): string {
  return relativeTime(iso, now);
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
