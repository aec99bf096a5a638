import { describe, expect, it } from 'vitest';
import { readEvents } from './sse';

/** A body delivered in exactly these chunks, as a network might cut it. */
function bodyOf(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function eventsOf(...chunks: string[]) {
  const events: [string, string][] = [];
  await readEvents(bodyOf(...chunks), (event, data) => events.push([event, data]));
  return events;
}

describe('readEvents', () => {
  it('reads named events with their data', async () => {
    expect(
      await eventsOf('event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n'),
    ).toEqual([
      ['delta', '{"text":"Hi"}'],
      ['done', '{}'],
    ]);
  });

  it('joins events cut anywhere across chunks, CRLF split in two included', async () => {
    expect(await eventsOf('eve', 'nt: delta\r', '\ndata: {"text":"a', '"}\r\n', '\r\n')).toEqual([
      ['delta', '{"text":"a"}'],
    ]);
  });

  it('joins multi-line data, skips comments, defaults the event name', async () => {
    expect(await eventsOf(': keep-alive\n\ndata: one\ndata:two\n\n')).toEqual([
      ['message', 'one\ntwo'],
    ]);
  });

  it('decodes characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: é✓\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 7));
        controller.enqueue(bytes.slice(7));
        controller.close();
      },
    });
    const events: string[] = [];
    await readEvents(body, (_event, data) => events.push(data));
    expect(events).toEqual(['é✓']);
  });

  it('drops an event the stream ends in the middle of', async () => {
    expect(await eventsOf('event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {')).toEqual([
      ['delta', '{"text":"a"}'],
    ]);
  });
});
