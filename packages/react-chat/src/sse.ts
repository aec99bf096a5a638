/**
 * Reads a server-sent events body and calls `onEvent` for each complete event, as the
 * EventSource parser does (EventSource itself cannot POST or send an Authorization header).
 * An event the stream ends in the middle of is dropped, as the standard says.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      // A trailing CR may be the first half of a CRLF split across two chunks: keep it.
      const cut = !done && buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const lines = buffer.slice(0, cut).split(/\r\n|\r|\n/);
      buffer = (done ? '' : lines.pop()) + buffer.slice(cut);
      for (const line of lines) {
        if (!line) {
          if (data.length) onEvent(event || 'message', data.join('\n'));
          event = '';
          data = [];
        } else if (line[0] !== ':') {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(line[colon + 1] === ' ' ? colon + 2 : colon + 1);
          if (field === 'event') event = text;
          else if (field === 'data') data.push(text);
        }
      }
      if (done) return;
    }
  } finally {
    // Stops the download when a handler throws (an `error` event) or the caller aborted.
    reader.cancel().catch(() => {});
  }
}
