import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APOLOGY_MESSAGE } from '../../src/operator/model-run';
import {
  type ChatCompletionsBehaviour,
  startChatCompletionsServer,
} from '../support/chat-completions-server';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';
import { askPublic, reviewConversation, setUpBusiness } from './support/business';
import { PROJECT_DATABASE } from './support/databases';
import { type ServerProcess, startServerProcess } from './support/server-process';

const SHUTDOWN_GRACE_MS = 3_000;
/** server.ts's own limit: past it the process exits 1 whatever is still running. */
const HARD_LIMIT_MS = SHUTDOWN_GRACE_MS + 3_000;
const REPLY = 'We are open Monday to Saturday, from 8am to 6pm.';

const behaviour: ChatCompletionsBehaviour = { reply: REPLY };
let model: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let smtp: SmtpCapture;
beforeAll(async () => {
  model = await startChatCompletionsServer(behaviour);
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await model?.close();
  await smtp?.close();
});

async function startServer(dataDir: string) {
  return startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '60000',
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
    PUBLIC_API_RATE_LIMITS: 'off',
  });
}

/** The whole event stream, read to its end. */
async function readStream(response: Response): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) text += decoder.decode(chunk as Uint8Array);
  return text;
}

function doneEvent(stream: string) {
  const data = /event: done\ndata: (.+)/.exec(stream)?.[1];
  return data
    ? (JSON.parse(data) as { conversationId: string; messages: { content: string }[] })
    : undefined;
}

/** SIGTERM, and how long the process took to exit, with its code. */
async function terminate(server: ServerProcess) {
  const sentAt = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  return { ...exit, ms: Date.now() - sentAt };
}

// The PGlite project runs it (a spawned server with its own data); the PostgreSQL project adds
// nothing here.
describe.skipIf(PROJECT_DATABASE !== 'pglite')('SIGTERM', () => {
  it('lets an open stream and a request in flight finish, refuses new connections, exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-drain-'));
    const server = await startServer(dataDir);
    try {
      const { key } = await setUpBusiness(server.baseUrl, smtp);
      behaviour.delayMs = 1_500;
      const streamed = await askPublic(
        server.baseUrl,
        key,
        { message: 'Open on Saturday?' },
        {
          stream: true,
        },
      );
      expect(streamed.status).toBe(200);
      const json = askPublic(server.baseUrl, key, { message: 'And on Sunday?' });
      await new Promise((wait) => setTimeout(wait, 200));
      const exit = terminate(server);
      const [stream, answered] = await Promise.all([readStream(streamed), json]);
      expect(answered.status).toBe(200);
      expect(doneEvent(stream)?.messages.at(-1)?.content).toBe(REPLY);
      // Nothing new is taken: no connection, or a 503 that closes a kept-alive one.
      const late = await fetch(`${server.baseUrl}/healthz`).then(
        (response) => `${response.status} ${response.headers.get('connection')}`,
        () => 'refused',
      );
      expect(['refused', '503 close']).toContain(late);
      const { code, ms } = await exit;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(HARD_LIMIT_MS);
    } finally {
      behaviour.delayMs = undefined;
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('ends a turn still running after the grace with the apology, stores it, and exits 0 in time', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-drain-'));
    let server = await startServer(dataDir);
    try {
      const { key, token } = await setUpBusiness(server.baseUrl, smtp);
      behaviour.delayMs = 120_000;
      const streamed = await askPublic(
        server.baseUrl,
        key,
        { message: 'Open on Saturday?' },
        {
          stream: true,
        },
      );
      const exit = terminate(server);
      const stream = await readStream(streamed);
      const done = doneEvent(stream);
      expect(done?.messages.at(-1)?.content).toBe(APOLOGY_MESSAGE);
      const { code, ms } = await exit;
      expect(code).toBe(0);
      expect(ms).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 100);
      expect(ms).toBeLessThan(HARD_LIMIT_MS);

      behaviour.delayMs = undefined;
      server = await startServer(dataDir);
      const { messages } = await reviewConversation(server.baseUrl, token, done!.conversationId);
      expect(messages.map((m) => m.content)).toEqual(['Open on Saturday?', APOLOGY_MESSAGE]);
    } finally {
      behaviour.delayMs = undefined;
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
