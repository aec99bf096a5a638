import { useEffect, useState } from 'react';

/** "waiting 3 min" since `since` (ISO), in the largest unit that reads naturally. */
export function waitingLabel(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return 'waiting under 1 min';
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `waiting ${hours} h ${minutes % 60} min`;
  return `waiting ${Math.floor(hours / 24)} d`;
}

/** The clock, ticking every `intervalMs`, so that waiting times grow while the page is open. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A message's time (epoch seconds) as a <time> reads it. */
export function messageTime(epochSeconds: number) {
  const date = new Date(epochSeconds * 1000);
  return { iso: date.toISOString(), text: timeFormat.format(date) };
}

/** A long message cut for a one-line preview (the row truncates it visually as well). */
export function preview(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
