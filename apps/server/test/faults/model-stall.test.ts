import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryProbe } from '../../bench/server-memory';
import { APOLOGY_MESSAGE } from '../../src/operator/model-run';
import {
  type ChatCompletionsBehaviour,
  startChatCompletionsServer,
} from '../support/chat-completions-server';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';
import { askPublic, type Business, reviewConversation, setUpBusiness } from './support/business';
import { PROJECT_DATABASE } from './support/databases';
import { type ServerProcess, startServerProcess } from './support/server-process';

// A model that stalls mid-answer (a few deltas, then silence on a socket it keeps open) costs the
// customer at most LLM_TIMEOUT_MS: then the apology, the conversation kept, and the stalled call
// ended by our side (its socket closed), leaving no socket, timer or memory behind.
const LLM_TIMEOUT_MS = 1500;
/** Opening the turn, retrieval and storing it, on a busy shared machine. */
const MARGIN_MS = 1000;
const REPLY = 'Orders ship within two days of payment, from our own warehouse.';
const DELTAS_BEFORE_STALL = 3;
/** The leak check: rounds of stalled turns at once (a visitor each, 8 turns a visitor). */
const TURNS_AT_ONCE = 30;
const ROUNDS = 6;

const behaviour: ChatCompletionsBehaviour = { reply: REPLY, stallAfterDeltas: DELTAS_BEFORE_STALL };
let model: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let smtp: SmtpCapture;
let dataDir: string;
let server: ServerProcess;
let memory: ReturnType<typeof memoryProbe>;
let business: Business;

beforeAll(async () => {
  if (PROJECT_DATABASE !== 'pglite') return;
  model = await startChatCompletionsServer(behaviour);
  smtp = await startSmtpCapture();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-stall-'));
  memory = memoryProbe(dataDir);
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
    ...memory.env,
    // Turns come from several visitor addresses (X-Forwarded-For, one proxy trusted): the
    // per-visitor limit is not what is tested.
    TRUST_PROXY: '1',
  });
  business = await setUpBusiness(server.baseUrl, smtp);
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await model?.close();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface TimedEvent {
  event: string;
  data: { text?: string; conversationId?: string; messages?: { content: string }[] };
  /** Milliseconds from the request to the event's arrival. */
  at: number;
}

/** The whole event stream, each event with when it arrived. */
async function readEvents(response: Response, startedAt: number): Promise<TimedEvent[]> {
  const events: TimedEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body!) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() - startedAt });
    }
  }
  return events;
}

/**
 * A turn with its own connection, closed after the answer: the server's sockets then count only
 * what it holds itself (to the model), not a test client's kept-alive ones. Visitors are a fixed
 * few addresses, each well under the per-visitor limit, so that rounds of turns add no new
 * limit windows to what the server holds.
 */
function ask(message: string, stream: boolean, visitor = 0) {
  const headers = { connection: 'close', 'x-forwarded-for': `10.9.0.${visitor}` };
  return askPublic(server.baseUrl, business.key, { message }, { stream, headers });
}

/** The server's own count of a kind of live resource (timers, sockets), from GET /metrics. */
async function activeResources(type: string): Promise<number> {
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`nodejs_active_resources{type="${type}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const conversationOf = (conversationId: string) =>
  reviewConversation(server.baseUrl, business.token, conversationId).then((detail) =>
    detail.messages.map((m) => m.content),
  );

/**
 * Undici (Node's fetch) opens one spare connection after a call is aborted mid-answer and closes it
 * unused after its keep-alive time (4 s less 1 s: nodejs/undici#5845): the model server may see a
 * socket for that long, never longer.
 */
const SPARE_SOCKET_MS = 5_000;

/**
 * The model server saw the stalled answer's socket closed by our side (the caller hung up before
 * the answer was complete) at the timeout, and after that no socket is left open to it.
 */
async function expectStalledCallEnded(abandonedBefore: number, askedAt: number) {
  await expect.poll(() => model.abandoned.length, { timeout: 3_000 }).toBe(abandonedBefore + 1);
  const hungUpAfter = model.abandoned.at(-1)! - askedAt;
  expect(hungUpAfter).toBeGreaterThanOrEqual(LLM_TIMEOUT_MS - 50);
  expect(hungUpAfter).toBeLessThan(LLM_TIMEOUT_MS + MARGIN_MS);
  await expect.poll(() => model.openSockets(), { timeout: SPARE_SOCKET_MS }).toBe(0);
}

describe.skipIf(PROJECT_DATABASE !== 'pglite')('a model that stalls mid-answer', () => {
  it('streamed: the deltas, then the apology and `done` within LLM_TIMEOUT_MS; the turn is kept', async () => {
    const abandonedBefore = model.abandoned.length;
    const askedAt = Date.now();
    const response = await ask('When will my order ship?', true);
    expect(response.status).toBe(200);
    const events = await readEvents(response, askedAt);

    const deltas = events.filter((e) => e.event === 'delta');
    const words = REPLY.match(/\S+\s*/g)!.slice(0, DELTAS_BEFORE_STALL);
    expect(deltas.map((e) => e.data.text)).toEqual([...words, APOLOGY_MESSAGE]);
    expect(deltas[0]!.at).toBeLessThan(LLM_TIMEOUT_MS);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.messages!.at(-1)!.content).toBe(APOLOGY_MESSAGE);
    expect(done.at).toBeGreaterThanOrEqual(LLM_TIMEOUT_MS - 50);
    expect(done.at).toBeLessThan(LLM_TIMEOUT_MS + MARGIN_MS);

    expect(await conversationOf(done.data.conversationId!)).toEqual([
      'When will my order ship?',
      APOLOGY_MESSAGE,
    ]);
    await expectStalledCallEnded(abandonedBefore, askedAt);
  });

  it('as JSON: the model stalls mid-body, the customer gets the apology within LLM_TIMEOUT_MS', async () => {
    const abandonedBefore = model.abandoned.length;
    const askedAt = Date.now();
    const response = await ask('Do you ship abroad?', false);
    const answeredIn = Date.now() - askedAt;
    expect(response.status).toBe(200);
    const turn = (await response.json()) as {
      conversationId: string;
      messages: { content: string }[];
    };
    expect(turn.messages[1]!.content).toBe(APOLOGY_MESSAGE);
    expect(answeredIn).toBeGreaterThanOrEqual(LLM_TIMEOUT_MS - 50);
    expect(answeredIn).toBeLessThan(LLM_TIMEOUT_MS + MARGIN_MS);

    expect(await conversationOf(turn.conversationId)).toEqual([
      'Do you ship abroad?',
      APOLOGY_MESSAGE,
    ]);
    await expectStalledCallEnded(abandonedBefore, askedAt);
  });

  it('leaves nothing behind: no socket, no timer, no memory', async () => {
    /** Stalled turns at once, half streamed: each holds a socket to the model until the timeout. */
    const stallTogether = async () => {
      const turns = await Promise.all(
        Array.from({ length: TURNS_AT_ONCE }, async (_, i) => {
          const response = await ask(`Where is order ${i}?`, i % 2 === 0, i + 1);
          return response.text();
        }),
      );
      for (const body of turns) expect(body).toContain(APOLOGY_MESSAGE);
    };
    const noSocketToTheModel = () =>
      expect.poll(() => model.openSockets(), { timeout: SPARE_SOCKET_MS }).toBe(0);

    // Two rounds first: what the first loads allocate once (code, pools, limit windows) is then in
    // the baseline.
    await stallTogether();
    await stallTogether();
    await noSocketToTheModel();
    const timers = await activeResources('Timeout');
    const sockets = await activeResources('TCPSocketWrap');
    const before = await memory.measure(server.child);

    for (let round = 0; round < ROUNDS; round++) await stallTogether();
    await noSocketToTheModel();
    expect(await activeResources('Timeout')).toBe(timers);
    expect(await activeResources('TCPSocketWrap')).toBe(sockets);
    const after = await memory.measure(server.child);
    // Measured: -0.4 to +1.3 MB, not growing with the turns (300 turns left no more than 60).
    // A stalled call kept alive by anything (its prompt, its stream's state and buffers: tens of
    // kilobytes) would leave several megabytes after this many.
    expect(after.heapUsed - before.heapUsed).toBeLessThan(2 * 1024 * 1024);
  }, 60_000);
});
