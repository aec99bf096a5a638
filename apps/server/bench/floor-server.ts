/**
 * The floor of a public turn: bare Fastify and `pg`, doing only the SQL a turn needs on the
 * product's own schema, and nothing else (no validation library, no logging, no model). What the
 * product spends above it is the price of everything it does besides the database.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/frontdesk_bench PORT=3100 \
 *     npx tsx bench/floor-server.ts
 *
 * Per turn: find the key, read the configuration, retrieve the top passages, create the
 * conversation, then store both messages, touch the conversation and meter the usage in one
 * statement (atomic: one implicit transaction, one round trip). Retrieval is the product's own
 * knowledge base (operator/retrieval/knowledge-base.ts) on the same pool, with the organizations'
 * indexes in memory as the product keeps them (decision 020): it is the answer quality's business
 * and changes with it, and the floor must always do the same retrieval work.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { createKnowledgeBase } from '../src/operator/retrieval/knowledge-base';
import type { Database } from '../src/platform/db/client';

const FIND_KEY = 'SELECT id, organization_id, allowed_origins FROM api_keys WHERE key = $1 LIMIT 1';

const READ_CONFIGURATION = `SELECT name, description, roles, instructions, interaction_style,
  temperature FROM agent_configurations WHERE organization_id = $1`;

const CREATE_CONVERSATION = `INSERT INTO conversations (organization_id, channel, api_key_id)
  VALUES ($1, 'api', $2) RETURNING id`;

const STORE_TURN = `
  WITH new_messages AS (
    INSERT INTO messages (organization_id, conversation_id, role, content, sources, created_at)
    VALUES ($1, $2, 'user', $3, '[]'::jsonb, $4::timestamptz),
      ($1, $2, 'assistant', $5, $6::jsonb, $7::timestamptz)
    RETURNING role, content, created_at
  ), touched AS (
    UPDATE conversations SET messages_count = messages_count + 2, updated_at = $7::timestamptz
    WHERE organization_id = $1 AND id = $2
    RETURNING created_at, updated_at
  ), usage AS (
    INSERT INTO usage_events (organization_id, feature, quantity)
    VALUES ($1, 'conversation.prompt', 1)
  )
  SELECT m.role, m.content, m.created_at, t.created_at AS conversation_created_at,
    t.updated_at AS conversation_updated_at
  FROM touched t CROSS JOIN new_messages m ORDER BY m.created_at`;

const NO_ANSWER = "I'm sorry, I don't have information about that.";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const db = drizzle({ client: pool }) as unknown as Database;
const knowledge = await createKnowledgeBase(db, undefined, pino({ level: 'warn' }));
const app = Fastify({ bodyLimit: 256 * 1024 });

app.get('/healthz', async () => ({ status: 'ok' }));

app.post('/api/v1/conversations', async (request, reply) => {
  const message = (request.body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '' || message.length > 4000) {
    return reply.status(400).send({ statusCode: 400, message: 'Message is required.' });
  }
  const presented = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const { rows: keys } = await pool.query(FIND_KEY, [presented]);
  const key = keys[0];
  if (!key) return reply.status(401).send({ statusCode: 401, message: 'Invalid API key.' });
  const origin = request.headers.origin?.toLowerCase();
  if (origin && key.allowed_origins.length > 0 && !key.allowed_origins.includes(origin)) {
    return reply.status(403).send({ statusCode: 403, message: 'Origin not allowed.' });
  }
  const organizationId: string = key.organization_id;
  const askedAt = new Date();
  await pool.query(READ_CONFIGURATION, [organizationId]);
  const passages = await knowledge.search(organizationId, message);
  const { rows: created } = await pool.query(CREATE_CONVERSATION, [organizationId, key.id]);
  const conversationId: string = created[0].id;
  const best = passages[0];
  const answer = best ? best.text.split('. ')[0]! : NO_ANSWER;
  const sources = best
    ? [{ contentId: best.contentId, passageId: best.passageId, text: best.text }]
    : [];
  const answeredAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
  const { rows } = await pool.query(STORE_TURN, [
    organizationId,
    conversationId,
    message,
    askedAt.toISOString(),
    answer,
    JSON.stringify(sources),
    answeredAt.toISOString(),
  ]);
  return {
    conversationId,
    messages: rows.map((row) => ({
      role: row.role,
      content: row.content,
      timestamp: row.created_at.getTime(),
    })),
    created_at: rows[0].conversation_created_at.toISOString(),
    updated_at: rows[0].conversation_updated_at.toISOString(),
  };
});

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port: Number(process.env.PORT ?? 3100), host: '127.0.0.1' });
