import { type LiveEvent, liveEventSchema } from '@frontdesk/contracts';

export interface ServerSentEvent {
  /** The event's id (`id:`), kept to resume the stream where it stopped. */
  id: string | undefined;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives. A network chunk may end anywhere (inside a line, even
 * between a CR and its LF), so the incomplete tail waits for the next chunk; an event is complete
 * at its blank line. Comments (`: ping`) and unknown fields are skipped, as the SSE standard says.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let data: string[] = [];
  let id: string | undefined;

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ id, data: data.join('\n') });
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      // A trailing CR may be the first half of CRLF: wait for what follows it.
      const end = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const complete = buffer.slice(0, end);
      const lines = complete.split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + buffer.slice(end);
      for (const text of lines) line(text);
    },
  };
}

/** An event's data as a LiveEvent, or undefined for anything this client does not know. */
export function parseLiveEvent(data: string): LiveEvent | undefined {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
