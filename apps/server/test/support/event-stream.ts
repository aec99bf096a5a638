/**
 * A client of a server-sent event stream over real HTTP, as a browser's fetch reads it: the
 * events' data parsed as JSON, and a way to wait for the one a test expects.
 */
export interface EventStream<T> {
  /** Every event received so far, in order. */
  readonly events: T[];
  /** Resolves with the first event (already received or to come) that `match` accepts. */
  next(match: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export async function openEventStream<T = Record<string, unknown>>(
  url: string,
  headers: Record<string, string>,
): Promise<EventStream<T>> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) {
    throw new Error(`event stream ${url}: ${response.status} ${await response.text()}`);
  }
  const events: T[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.getReader();
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!data) continue;
        events.push(JSON.parse(data) as T);
        for (const wake of waiters) wake();
      }
    }
  })();
  return {
    events,
    next(match, timeoutMs = 5_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
