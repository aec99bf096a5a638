import type { LiveEvent } from '@frontdesk/contracts';
import { addMember } from './team';
import { businessWithKey, type TestContext } from './test-app';

export const KNOWLEDGE = 'We are open Monday to Friday from 9:00 to 17:00. A cleaning costs $120.';
/**
 * A customer's words the built-in engine reads as asking for a person (decision 024), with a
 * token no log line or mail may ever carry.
 */
export const ASK_FOR_PERSON = 'Can I talk to a human about order 8817-zebra?';

/** A customer's turn through the public API, as a site's widget sends it. */
export async function customerSays(
  context: TestContext,
  key: string,
  message: string,
  conversationId?: string,
) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: `Bearer ${key}` },
    payload: { message, ...(conversationId ? { conversationId } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`customer turn failed: ${response.body}`);
  return response.json() as { conversationId: string; status?: string };
}

/** A new conversation whose customer asked for a person: it waits in the inbox. */
export async function waitingConversation(context: TestContext, key: string) {
  const reply = await customerSays(context, key, ASK_FOR_PERSON);
  if (reply.status !== 'waiting') throw new Error(`not handed off: ${JSON.stringify(reply)}`);
  return reply.conversationId;
}

/**
 * A business with a public key, two members who answer (Dana and Sam, editors) and one who only
 * reads (a viewer): the inbox's cast.
 */
export async function inboxTeam(context: TestContext) {
  const business = await businessWithKey(context, KNOWLEDGE);
  const dana = await addMember(context, business.token, 'editor', 'Dana');
  const sam = await addMember(context, business.token, 'editor', 'Sam');
  const viewer = await addMember(context, business.token, 'viewer', 'Vic');
  return { business, dana, sam, viewer };
}

export interface ReceivedEvent {
  id: string | undefined;
  event: LiveEvent;
}

const openStreams: AbortController[] = [];

/** Ends every stream `openInboxStream` opened (after each test). */
export function closeInboxStreams() {
  for (const stream of openStreams.splice(0)) stream.abort();
}

/** Splits server-sent events text into its `id` and parsed `data`; answers what is left over. */
function parseEvents(buffer: string, into: ReceivedEvent[]): string {
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const lines = rest.slice(0, end).split('\n');
    rest = rest.slice(end + 2);
    const field = (name: string) =>
      lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
    const data = field('data');
    if (data) into.push({ id: field('id'), event: JSON.parse(data) });
  }
  return rest;
}

/**
 * Opens GET /inbox/events over real HTTP with fetch, as the dashboard reads it, and collects its
 * events as they arrive in `received`.
 */
export async function openInboxStream(base: string, token: string) {
  const controller = new AbortController();
  openStreams.push(controller);
  const response = await fetch(`${base}/api/v1/inbox/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const received: ReceivedEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer = parseEvents(buffer + value, received);
      }
    } catch {
      // Aborted when the test ends.
    }
  })();
  return { response, received };
}

/** Waits until `find` finds something (events arrive a moment after the call that caused them). */
export async function until<T>(find: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('the stream did not receive the event in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
