import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultHandoffSettings } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../support/smtp';
import { askPublic, reviewConversation, send, setUpBusiness } from './support/business';
import { createThrowawayDatabase, PROJECT_DATABASE } from './support/databases';
import { type ServerProcess, startServerProcess } from './support/server-process';

/** Customers asking at once, each continuing its conversation for a few turns. */
const CUSTOMERS = 6;
/** Answered turns before the kill: enough that some are always in flight when it lands. */
const ANSWERED_BEFORE_KILL = 30;

interface AnsweredTurn {
  conversationId: string;
  question: string;
  answer: string;
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

/**
 * One customer: asks, continues the conversation twice, starts a new one, until the server goes
 * away. Only what was answered 200 is recorded as answered.
 */
async function customer(
  server: ServerProcess,
  key: string,
  id: number,
  answered: AnsweredTurn[],
  refused: number[],
  inFlight: { count: number },
) {
  let conversationId: string | undefined;
  for (let turn = 0; ; turn++) {
    const question = `Customer ${id}, question ${turn}: how much is a cleaning?`;
    let response: Response;
    inFlight.count += 1;
    try {
      response = await askPublic(server.baseUrl, key, { message: question, conversationId });
    } catch {
      return; // the process is gone
    } finally {
      inFlight.count -= 1;
    }
    if (response.status !== 200) {
      refused.push(response.status);
      continue;
    }
    const body = (await response.json()) as {
      conversationId: string;
      messages: { content: string }[];
    };
    answered.push({
      conversationId: body.conversationId,
      question,
      answer: body.messages.at(-1)!.content,
    });
    conversationId = turn % 3 === 2 ? undefined : body.conversationId;
  }
}

describe(`kill -9 of a server under customer traffic (${PROJECT_DATABASE})`, () => {
  it('keeps every turn that was answered 200, after a restart on the same data', async () => {
    const smtp = await startSmtpCapture();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-crash-'));
    const database = PROJECT_DATABASE === 'postgres' ? await createThrowawayDatabase() : undefined;
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_API_RATE_LIMITS: 'off',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    let server = await startServerProcess(env);
    try {
      const business = await setUpBusiness(server.baseUrl, smtp);
      // Every turn here must be the operator's to answer: none is handed to a person (whose
      // conversation would keep the customer's message without a reply), whatever it answers.
      await send(
        server.baseUrl,
        'PUT',
        '/handoff-settings',
        { ...defaultHandoffSettings, enabled: false },
        business.token,
      );
      const answered: AnsweredTurn[] = [];
      const refused: number[] = [];
      const inFlight = { count: 0 };
      const customers = Array.from({ length: CUSTOMERS }, (_, id) =>
        customer(server, business.key, id, answered, refused, inFlight),
      );
      await until(() => answered.length >= ANSWERED_BEFORE_KILL, 60_000);
      server.child.kill('SIGKILL');
      expect(inFlight.count).toBeGreaterThan(0);
      expect((await server.exited).signal).toBe('SIGKILL');
      await Promise.all(customers);
      expect(refused).toEqual([]);

      server = await startServerProcess(env);
      const conversations = new Map<string, AnsweredTurn[]>();
      for (const turn of answered) {
        conversations.set(turn.conversationId, [
          ...(conversations.get(turn.conversationId) ?? []),
          turn,
        ]);
      }
      for (const [conversationId, turns] of conversations) {
        const { messages } = await reviewConversation(
          server.baseUrl,
          business.token,
          conversationId,
        );
        const contents = messages.map((m) => m.content);
        for (const turn of turns) {
          const asked = contents.indexOf(turn.question);
          expect(asked, turn.question).toBeGreaterThanOrEqual(0);
          expect(contents[asked + 1], turn.question).toBe(turn.answer);
        }
      }
      // And it serves again.
      const after = await askPublic(server.baseUrl, business.key, { message: 'Still open?' });
      expect(after.status).toBe(200);
    } finally {
      await server.kill();
      await smtp.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
