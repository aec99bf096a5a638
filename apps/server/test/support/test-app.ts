import type { PlanId } from '@frontdesk/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app';
import { createModelRegistry, modelSettingsFrom } from '../../src/operator/models/registry';
import { loadConfig } from '../../src/platform/config';
import type { DatabaseHandle } from '../../src/platform/db/client';
import type { JobQueue } from '../../src/platform/jobs';
import { createSmtpTransport } from '../../src/platform/mail/mailer';
import { RateLimiter } from '../../src/platform/rate-limit';
import { openSharedState } from '../../src/platform/shared-state';
import {
  type ChatCompletionsBehaviour,
  startChatCompletionsServer,
} from './chat-completions-server';
import { openTestDatabase } from './database';
import { createCapturingLogger } from './log-capture';
import { type SmtpCapture, startSmtpCapture } from './smtp';

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  smtp: SmtpCapture;
  limiter: RateLimiter;
  /** The app's background jobs (mail, embeddings): `drain()` before reading what one wrote. */
  jobs: JobQueue;
  /** Every log line the app wrote, as text, to check that no secret leaks into it. */
  logs: string[];
  /** The SQL statements `work` sends, counting a transaction's BEGIN and COMMIT as two more. */
  recordQueries(work: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The whole application as production builds it: a real database (PGlite or PostgreSQL), mail
 * over a real SMTP socket, rate limits in process. Tests call it with inject().
 */
export async function createTestContext(
  env: Record<string, string> = {},
  /** Another server process's view of an existing database (closed with this context). */
  options: { database?: DatabaseHandle; notifications?: AppDeps['notifications'] } = {},
): Promise<TestContext> {
  let recorded: string[] | undefined;
  const database =
    options.database ??
    (await openTestDatabase({
      vector: Boolean(env.EMBEDDING_MODEL),
      onQuery: (query) => recorded?.push(query),
    }));
  const smtp = await startSmtpCapture();
  const { logger, lines: logs } = createCapturingLogger();
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://app.test',
    SMTP_URL: smtp.url,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const mailer = await createSmtpTransport(smtp.url, config.MAIL_FROM, logger);
  // In process, or in Redis when the test sets REDIS_URL.
  const shared = await openSharedState(config, logger);
  const { jobs } = shared;
  const limiter = new RateLimiter(shared.limits);
  const secrets = {
    jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'),
    encryptionKey: Buffer.alloc(32, 7),
  };
  const models = await createModelRegistry(modelSettingsFrom(config));
  const app = await buildApp({
    config,
    database,
    mailer,
    secrets,
    logger,
    limiter,
    shared,
    models,
    notifications: options.notifications,
  });
  await app.ready();
  return {
    app,
    database,
    // Mail is delivered by a job: once a test has its mail, the job has also logged and recorded it.
    smtp: {
      ...smtp,
      async waitFor(...args: Parameters<SmtpCapture['waitFor']>) {
        const mail = await smtp.waitFor(...args);
        await jobs.drain();
        return mail;
      },
    },
    limiter,
    jobs,
    logs,
    async recordQueries(work) {
      // Statements of background jobs still running would be counted as the work's.
      await jobs.drain();
      // Drizzle's hook sees statements, not a transaction's framing: count that here.
      const transaction = database.db.transaction.bind(database.db);
      const queries: string[] = [];
      database.db.transaction = (async (...args: Parameters<typeof transaction>) => {
        queries.push('begin');
        const result = await transaction(...args);
        queries.push('commit');
        return result;
      }) as typeof transaction;
      recorded = queries;
      try {
        await work();
      } finally {
        recorded = undefined;
        database.db.transaction = transaction;
      }
      return queries;
    },
    async close() {
      await app.close();
      await mailer.close();
      await smtp.close();
      await database.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/** A JSON call to /api/v1 with an optional bearer token. */
export function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  options: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1${path}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs up through the API and answers the token, user, mailed code, e-mail and password. */
export async function signUp(context: TestContext, email = uniqueEmail(), name = 'Test User') {
  // Each sign-up from its own address: the per-IP sign-up limit is not what these tests exercise.
  const response = await call(context.app, 'POST', '/auth/register', {
    body: { name, email, password: STRONG_PASSWORD },
    ip: `10.200.${Math.floor(counter / 250)}.${counter % 250}`,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { accessToken, user } = response.json();
  const mail = await context.smtp.waitFor(email.toLowerCase(), 'activation code');
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the activation mail');
  return { token: accessToken as string, user, code, email, password: STRONG_PASSWORD };
}

/** Signs up and activates with the mailed code: an active user without an organization. */
export async function signUpActive(context: TestContext) {
  const account = await signUp(context);
  const activated = await call(context.app, 'POST', '/auth/activate', {
    token: account.token,
    body: { code: account.code },
  });
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  return account;
}

/** An active user with an organization selected: what every org-scoped test starts from. */
/**
 * An active user with an organization selected and, as the plan gate makes every business do, a
 * plan: a Professional trial unless the test asks for another plan or none (`plan: null`).
 */
export async function signUpWithOrganization(
  context: TestContext,
  organizationName = 'Acme',
  options: { plan?: PlanId | null } = {},
) {
  const account = await signUpActive(context);
  const created = await call(context.app, 'POST', '/organizations', {
    token: account.token,
    body: { name: organizationName, description: '', industry: 'Technology' },
  });
  if (created.statusCode !== 201) throw new Error(`organization failed: ${created.body}`);
  const organization = created.json();
  const switched = await call(context.app, 'GET', `/auth/organization/${organization.id}`, {
    token: account.token,
  });
  const token = switched.json().accessToken as string;
  const plan = options.plan === undefined ? 'professional' : options.plan;
  if (plan) {
    const checkout = await call(context.app, 'POST', '/billing/checkout', {
      token,
      body: { plan },
    });
    if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  }
  return { ...account, organization, token };
}

/** Adds a text to the knowledge of the token's organization. */
export async function addKnowledge(context: TestContext, token: string, text: string) {
  const response = await call(context.app, 'POST', '/contents', { token, body: { text } });
  // In hybrid mode the passages are embedded by a job: searchable by meaning once it is done.
  await context.jobs.drain();
  return response;
}

/** A public API key of the token's organization, as its website would carry it. */
export async function createPublicKey(
  context: TestContext,
  token: string,
  allowedOrigins: string[] = [],
) {
  const key = await call(context.app, 'POST', '/api-keys', {
    token,
    body: { name: 'Website', allowedOrigins },
  });
  return { key: key.json().key as string, keyId: key.json().id as string };
}

/** An organization with knowledge and a public key: what a customer-facing site has. */
export async function businessWithKey(
  context: TestContext,
  knowledge: string,
  allowedOrigins: string[] = [],
) {
  const business = await signUpWithOrganization(context);
  await addKnowledge(context, business.token, knowledge);
  return { ...business, ...(await createPublicKey(context, business.token, allowedOrigins)) };
}

/** A file uploaded as the dashboard sends it: multipart/form-data with one `file` part. */
export function uploadFile(context: TestContext, token: string, filename: string, bytes: Buffer) {
  const boundary = '----frontdesk-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/knowledge/sources',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

/**
 * A test file's application: created before its first test, closed after its last. The returned
 * object is filled in by beforeAll, so tests use it as they would a TestContext.
 */
export function useTestContext(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await createTestContext(env));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

export type ChatCompletionsServer = Awaited<ReturnType<typeof startChatCompletionsServer>>;

/**
 * A test file's application whose operator runs on a language model: an OpenAI-compatible server
 * on loopback that answers as `behaviour` says (tests may change it between calls). Both are
 * started before the file's first test and closed after its last; like useTestContext, the
 * returned objects are filled in by beforeAll.
 */
export function useModelTestContext(
  behaviour: ChatCompletionsBehaviour,
  env: Record<string, string> = {},
): { context: TestContext; model: ChatCompletionsServer } {
  const context = {} as TestContext;
  const model = {} as ChatCompletionsServer;
  beforeAll(async () => {
    Object.assign(model, await startChatCompletionsServer(behaviour));
    Object.assign(
      context,
      await createTestContext({
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: 'test-model',
        ...env,
      }),
    );
  });
  afterAll(async () => {
    await context.close?.();
    await model.close?.();
  });
  return { context, model };
}

/** The operator's reply to a customer's question, in a new conversation. */
export async function askOperator(app: TestContext['app'], key: string, message: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key },
    payload: { message },
  });
  if (response.statusCode !== 200) throw new Error(`turn failed: ${response.body}`);
  return response.json().messages[1].content as string;
}

/**
 * Asks until the organization's knowledge index is in the server's memory (read in the background
 * after a search; decision 020): a turn then reads no retrieval statistics. Answers the reply.
 */
export async function askFromMemory(server: TestContext, key: string, message: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    let reply = '';
    const statements = await server.recordQueries(async () => {
      reply = await askOperator(server.app, key, message);
    });
    if (!statements.some((statement) => statement.includes('knowledge_lexemes'))) return reply;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the knowledge index was never read');
}
