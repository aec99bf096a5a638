import type { LiveEvent } from '@frontdesk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { runInboxStream } from './inbox-stream';
import { createSseParser } from './sse-parser';

const message: LiveEvent = {
  type: 'message',
  conversationId: 'c1',
  message: {
    id: 'm1',
    role: 'user',
    sender: 'customer',
    senderName: null,
    content: 'Grüße — can a person help? 👋',
    timestamp: 1,
  },
};
const status: LiveEvent = {
  type: 'status',
  conversationId: 'c1',
  status: 'waiting',
  assigneeId: null,
  assigneeName: null,
};

describe('createSseParser', () => {
  it('joins events split anywhere across chunks, CRLF included, and skips comments', () => {
    const events: { id: string | undefined; data: string }[] = [];
    const parser = createSseParser((event) => events.push(event));
    const text = `: ping\r\nid: 7\r\ndata: {"a":1}\r\n\r\ndata: line one\ndata: line two\n\n`;
    // Every way of cutting the text in two must read the same events.
    for (let cut = 0; cut <= text.length; cut += 1) {
      events.length = 0;
      const fresh = createSseParser((event) => events.push(event));
      fresh.push(text.slice(0, cut));
      fresh.push(text.slice(cut));
      expect(events).toEqual([
        { id: '7', data: '{"a":1}' },
        { id: '7', data: 'line one\nline two' },
      ]);
    }
    parser.push('data: incomplete');
    expect(events).toHaveLength(2);
  });
});

/** A response whose body arrives in the given byte chunks. */
function streamOf(chunks: Uint8Array[]) {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

describe('runInboxStream', () => {
  it('reads events cut inside a character, sends the token, and resumes after a drop', async () => {
    storage.setAccessToken('token-1');
    const bytes = new TextEncoder().encode(
      `id: 1\ndata: ${JSON.stringify(message)}\n\nid: 2\ndata: ${JSON.stringify(status)}\n\n`,
    );
    // Cut inside the multi-byte 'ü' and again inside the emoji.
    const umlaut = bytes.indexOf(0xc3) + 1;
    const emoji = bytes.indexOf(0xf0) + 2;
    const requests: Headers[] = [];
    const controller = new AbortController();
    const received: LiveEvent[] = [];
    globalThis.fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Headers(init?.headers));
      if (requests.length === 1) {
        return streamOf([bytes.slice(0, umlaut), bytes.slice(umlaut, emoji), bytes.slice(emoji)]);
      }
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    }) as typeof fetch;

    vi.useFakeTimers();
    const running = runInboxStream({
      signal: controller.signal,
      onEvent: (event) => received.push(event),
    });
    await vi.advanceTimersByTimeAsync(1000);
    await running;

    expect(received).toEqual([message, status]);
    expect(requests[0]?.get('Authorization')).toBe('Bearer token-1');
    // The second connection asks the server to resume after the last event seen.
    expect(requests[1]?.get('Last-Event-ID')).toBe('2');
  });

  it('gives up on an answer that asking again will not mend', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 403 }));
    globalThis.fetch = fetchMock as typeof fetch;
    await runInboxStream({ signal: new AbortController().signal, onEvent: () => {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
