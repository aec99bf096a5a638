import type { LiveEvent } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { apiHeaders, buildUrl } from '@/lib/api-client';
import { createSseParser, parseLiveEvent } from './sse-parser';

export const FIRST_RETRY_MS = 1000;
export const LAST_RETRY_MS = 30_000;

/** Answers that asking again will not mend (signed out, no access, no such route). */
const isFinal = (status: number) => status === 401 || status === 403 || status === 404;

interface StreamOptions {
  onEvent(event: LiveEvent): void;
  /** Stops the stream for good (the tab leaves the dashboard, the organization changes). */
  signal: AbortSignal;
}

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The inbox's live events (GET /inbox/events). Read with fetch rather than EventSource, which
 * cannot send the Authorization header. A dropped stream is opened again after 1 s, doubling to
 * 30 s while it keeps failing; the last event id goes along so the server can resume, and a
 * stream that had to start over says so with a `resync` (the caches are read again).
 */
export async function runInboxStream({ onEvent, signal }: StreamOptions): Promise<void> {
  let delay = FIRST_RETRY_MS;
  let lastEventId: string | undefined;
  let connectedBefore = false;

  while (!signal.aborted) {
    try {
      const headers: Record<string, string> = { ...apiHeaders(), Accept: 'text/event-stream' };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      const response = await fetch(buildUrl(apiPaths.inbox.events), { headers, signal });
      if (isFinal(response.status)) return;
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);

      // Whatever happened while the stream was down may have been missed.
      if (connectedBefore) onEvent({ type: 'resync' });
      connectedBefore = true;

      const parser = createSseParser(({ id, data }) => {
        if (id) lastEventId = id;
        const event = parseLiveEvent(data);
        if (event) onEvent(event);
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // A stream that delivers is healthy: the next drop starts the backoff from the start.
        delay = FIRST_RETRY_MS;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      if (signal.aborted) return;
    }
    await wait(delay, signal);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  }
}
