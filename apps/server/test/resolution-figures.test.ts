import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASK_FOR_PERSON, customerSays, KNOWLEDGE } from './support/inbox';
import { businessWithKey, call, type TestContext, useTestContext } from './support/test-app';

const context = useTestContext();
const HOUR_MS = 3_600_000;
const QUESTION = 'When are you open?';

type Business = Awaited<ReturnType<typeof businessWithKey>>;
interface Figures {
  period: { from: string; to: string };
  conversations: number;
  resolutionRate: number | null;
  handoffRate: number | null;
  csat: number | null;
  ratings: number;
  counts: Record<'confirmed' | 'assumed' | 'handed_off' | 'unresolved', number>;
  previous: { conversations: number; resolutionRate: number | null };
  daily: { date: string; conversations: number; resolved: number; handedOff: number }[];
}

/**
 * Moves a conversation back in time so that its latest message was written at `at`: every
 * message and the conversation's own timestamps shift by the same amount (never a sleep).
 */
async function lastMessageAt(conversationId: string, at: Date) {
  const db = context.database.db;
  const shift = sql`(${at.toISOString()}::timestamptz - (SELECT max(created_at) FROM messages WHERE conversation_id = ${conversationId}))`;
  await db.execute(sql`UPDATE conversations
    SET created_at = created_at + ${shift}, updated_at = updated_at + ${shift}
    WHERE id = ${conversationId}`);
  await db.execute(sql`UPDATE messages SET created_at = created_at + ${shift}
    WHERE conversation_id = ${conversationId}`);
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

/** A customer's question the knowledge answers: the conversation and the answer's id. */
async function answered(business: Business) {
  const reply = await customerSays(context, business.key, QUESTION);
  const answer = (reply as unknown as { messages: { id: string; sender: string }[] }).messages.find(
    (m) => m.sender === 'ai',
  );
  if (!answer) throw new Error('no answer');
  return { id: reply.conversationId, answerId: answer.id };
}

async function feedback(business: Business, id: string, messageId: string, rating: 'up' | 'down') {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/v1/conversations/${id}/messages/${messageId}/feedback`,
    headers: { authorization: business.key },
    payload: { rating },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

const figuresOf = async (token: string, timeZone = 'UTC') => {
  const response = await call(context.app, 'GET', '/dashboard/resolutions', {
    token,
    headers: { 'x-timezone': timeZone },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Figures;
};

/** The instant a calendar day starts in a time zone, in epoch ms (what the dashboard links send). */
function dayStartIn(day: string, timeZone: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utc));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asLocal = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return utc - (asLocal - utc);
}

/** GET /conversations with a figure's link filters over the figures' period. */
async function listed(token: string, figures: Figures, filter: string, timeZone = 'UTC') {
  const { from, to } = figures.period;
  const query = `?${filter}&startDate=${dayStartIn(from, timeZone)}&endDate=${dayStartIn(to, timeZone)}`;
  const response = await call(context.app, 'GET', `/conversations${query}`, {
    token,
    headers: { 'x-timezone': timeZone },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { results: { id: string }[]; total: number };
  expect(body.total).toBe(body.results.length);
  return body.results.map((c) => c.id);
}

async function kindOf(ctx: TestContext, token: string, id: string) {
  for (const kind of ['confirmed', 'assumed', 'handed_off', 'unresolved']) {
    const response = await call(ctx.app, 'GET', `/conversations?resolution=${kind}`, { token });
    if (response.json().results.some((c: { id: string }) => c.id === id)) return kind;
  }
  return 'none';
}

describe('resolution rules at their edges', () => {
  it('assumes an answer resolved at 24 hours, not at 23 h 59 min', async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    const young = await answered(business);
    const old = await answered(business);
    await lastMessageAt(young.id, new Date(Date.now() - 24 * HOUR_MS + 60_000));
    await lastMessageAt(old.id, hoursAgo(24));
    expect(await kindOf(context, business.token, young.id)).toBe('unresolved');
    expect(await kindOf(context, business.token, old.id)).toBe('assumed');
    // A question after the answer reopens it: the last word is the customer's, or a new answer
    // younger than 24 hours.
    await customerSays(context, business.key, 'And on Saturday?', old.id);
    expect(await kindOf(context, business.token, old.id)).toBe('unresolved');
  });

  it("confirms a 'Helpful' answer, but not one changed to 'Not helpful'", async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    const helpful = await answered(business);
    const changed = await answered(business);
    await feedback(business, helpful.id, helpful.answerId, 'up');
    await feedback(business, changed.id, changed.answerId, 'up');
    await feedback(business, changed.id, changed.answerId, 'down');
    // Old enough to be assumed, were it not for the 'Not helpful'.
    await lastMessageAt(changed.id, hoursAgo(48));
    expect(await kindOf(context, business.token, helpful.id)).toBe('confirmed');
    expect(await kindOf(context, business.token, changed.id)).toBe('unresolved');
  });

  it('counts a handoff after an answer as handed off, and "that solved it" as confirmed', async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    const handedOff = await answered(business);
    await customerSays(context, business.key, ASK_FOR_PERSON, handedOff.id);
    await lastMessageAt(handedOff.id, hoursAgo(48));
    const thanked = await answered(business);
    await customerSays(context, business.key, 'Thanks, that solved it', thanked.id);
    expect(await kindOf(context, business.token, handedOff.id)).toBe('handed_off');
    expect(await kindOf(context, business.token, thanked.id)).toBe('confirmed');
  });
});

describe('GET /dashboard/resolutions', () => {
  it('counts each figure exactly as its list, in any time zone', async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    const confirmed = await answered(business);
    await feedback(business, confirmed.id, confirmed.answerId, 'up');
    const assumed = await answered(business);
    await lastMessageAt(assumed.id, hoursAgo(30));
    const handedOff = await answered(business);
    await customerSays(context, business.key, ASK_FOR_PERSON, handedOff.id);
    await answered(business); // unresolved: answered just now
    const older = await answered(business); // the previous period
    await lastMessageAt(older.id, hoursAgo(40 * 24));
    // The customer's rating after a member resolved it (the rating flow is tested with handoff).
    await context.database.db.execute(
      sql`UPDATE conversations SET rating = CASE WHEN id = ${handedOff.id} THEN 5 ELSE 2 END
        WHERE id IN (${handedOff.id}, ${assumed.id})`,
    );
    // The business trying its operator in the playground is not a customer.
    await call(context.app, 'POST', '/playground/conversations', {
      token: business.token,
      body: { message: QUESTION },
    });

    const figures = await figuresOf(business.token);
    expect(figures).toMatchObject({
      conversations: 4,
      counts: { confirmed: 1, assumed: 1, handed_off: 1, unresolved: 1 },
      resolutionRate: 0.5,
      handoffRate: 0.25,
      csat: 3.5,
      ratings: 2,
      previous: { conversations: 1 },
    });
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily.at(-1)?.date).toBe(figures.period.to);
    expect(figures.daily.reduce((sum, day) => sum + day.resolved, 0)).toBe(2);
    expect(figures.daily.reduce((sum, day) => sum + day.handedOff, 0)).toBe(1);

    for (const timeZone of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      const zoned = await figuresOf(business.token, timeZone);
      const { counts } = zoned;
      const resolved = await listed(business.token, zoned, 'resolution=resolved', timeZone);
      expect(resolved).toHaveLength(counts.confirmed + counts.assumed);
      expect(resolved.sort()).toEqual([confirmed.id, assumed.id].sort());
      for (const kind of ['confirmed', 'assumed', 'handed_off', 'unresolved'] as const) {
        expect(await listed(business.token, zoned, `resolution=${kind}`, timeZone)).toHaveLength(
          counts[kind],
        );
      }
      expect(await listed(business.token, zoned, 'rated=true', timeZone)).toHaveLength(
        zoned.ratings,
      );
    }
  });

  it("never counts another tenant's conversations, nor lists or exports them", async () => {
    const busy = await businessWithKey(context, KNOWLEDGE);
    const quiet = await businessWithKey(context, KNOWLEDGE);
    const theirs = await answered(busy);
    await feedback(busy, theirs.id, theirs.answerId, 'up');
    const figures = await figuresOf(quiet.token);
    expect(figures).toMatchObject({ conversations: 0, resolutionRate: null, csat: null });
    expect(await listed(quiet.token, figures, 'resolution=confirmed')).toEqual([]);
    const exported = await call(context.app, 'GET', '/conversations/export', {
      token: quiet.token,
    });
    expect(exported.body).not.toContain(theirs.id);
  });
});

describe('a figure past the list bound', () => {
  it('answers the exact total with the first 500 conversations', async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    await context.database.db.execute(sql`INSERT INTO conversations (organization_id, channel, rating)
      SELECT ${business.organization.id}::uuid, 'api', 4 FROM generate_series(1, 501)`);
    const figures = await figuresOf(business.token);
    expect(figures).toMatchObject({ ratings: 501, csat: 4 });
    const response = await call(context.app, 'GET', '/conversations?rated=true', {
      token: business.token,
    });
    expect(response.json().results).toHaveLength(500);
    expect(response.json().total).toBe(figures.ratings);
  });
});

describe('GET /conversations/export', () => {
  it('downloads the filtered list as CSV, not taken for a conversation id', async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    const helpful = await answered(business);
    await feedback(business, helpful.id, helpful.answerId, 'up');
    const other = await answered(business);
    const response = await call(context.app, 'GET', '/conversations/export?resolution=confirmed', {
      token: business.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header).toBe('id,created_at,updated_at,messages,status,resolution,rating,handed_off_at');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`^${helpful.id},[^,]+,[^,]+,2,ai,confirmed,,$`));
    expect(response.body).not.toContain(other.id);

    const all = await call(context.app, 'GET', '/conversations/export', { token: business.token });
    expect(all.body.trim().split('\r\n')).toHaveLength(3);
  });
});
