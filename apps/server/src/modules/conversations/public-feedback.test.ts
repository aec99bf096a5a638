import { SOURCE_EXCERPT_MAX } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { businessWithKey, call, useTestContext } from '../../../test/support/test-app';

const context = useTestContext();

// Longer than an excerpt, so the excerpt's bound shows.
const CLEANING =
  'A standard dental cleaning costs $120 and takes about forty-five minutes with one of our ' +
  'hygienists. Deep cleanings are priced from $250 depending on how many areas need care, and ' +
  'we always give a written estimate first.';
const SITE = 'https://shop.example.com';

interface PublicMessage {
  id: string;
  role: string;
  sender: string;
  sources?: { contentId: string; excerpt: string; url: string | null; title: string | null }[];
  outcome?: string | null;
  feedback?: string | null;
}

/** A public call with the key (and an origin, when given). */
const publicCall = (
  path: string,
  key: string,
  body: object,
  headers: Record<string, string> = {},
) =>
  context.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { authorization: key, ...headers },
    payload: body,
  });

/** A business whose customer asked one question the knowledge answers: the turn as returned. */
async function answeredConversation(allowedOrigins: string[] = []) {
  const business = await businessWithKey(context, CLEANING, allowedOrigins);
  const headers: Record<string, string> = allowedOrigins[0] ? { origin: allowedOrigins[0] } : {};
  const turn = await publicCall(
    '/conversations',
    business.key,
    { message: 'How much is a dental cleaning?' },
    headers,
  );
  expect(turn.statusCode, turn.body).toBe(200);
  const messages = turn.json().messages as PublicMessage[];
  const answer = messages.find((m) => m.sender === 'ai');
  const question = messages.find((m) => m.sender === 'customer');
  if (!answer || !question) throw new Error(`no answer: ${turn.body}`);
  return { ...business, id: turn.json().conversationId as string, answer, question, headers };
}

const feedbackPath = (id: string, messageId: string) =>
  `/conversations/${id}/messages/${messageId}/feedback`;

/** The dashboard's review of one message. */
async function reviewed(token: string, id: string, messageId: string) {
  const detail = await call(context.app, 'GET', `/conversations/${id}`, { token });
  expect(detail.statusCode).toBe(200);
  return detail.json().messages.find((m: { id: string }) => m.id === messageId);
}

describe('sources on the public API', () => {
  it('come from the stored passage ids (the content the passage belongs to), not the model', async () => {
    const { answer, token } = await answeredConversation();
    const contents = await call(context.app, 'GET', '/contents', { token });
    const [content] = contents.json().results ?? contents.json();
    expect(answer.outcome).toBe('answered');
    expect(answer.feedback).toBeNull();
    expect(answer.sources).toEqual([
      {
        contentId: content.id,
        excerpt: CLEANING.slice(0, SOURCE_EXCERPT_MAX),
        url: null,
        title: null,
      },
    ]);
  });

  it('are not on the customer’s own messages', async () => {
    const { question } = await answeredConversation();
    expect(question).not.toHaveProperty('sources');
    expect(question).not.toHaveProperty('outcome');
  });

  it('are shown by the widget only once the organization turns on Show sources', async () => {
    const { key, id, token } = await answeredConversation();
    const lookup = () => publicCall('/conversations/lookup', key, { conversationId: id });
    expect((await lookup()).json().showSources).toBe(false);
    const saved = await call(context.app, 'PATCH', '/widget-settings', {
      token,
      body: { showSources: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await lookup()).json();
    expect(after.showSources).toBe(true);
    expect(after.conversation.messages[1].sources).toHaveLength(1);
  });
});

describe('feedback on an answer', () => {
  it('is kept, changeable, and the last one wins; the review shows it', async () => {
    const { key, id, answer, token } = await answeredConversation();
    const up = await publicCall(feedbackPath(id, answer.id), key, { rating: 'up' });
    expect(up.statusCode, up.body).toBe(204);
    expect((await reviewed(token, id, answer.id)).feedback).toEqual({
      rating: 'up',
      comment: null,
    });

    const down = await publicCall(feedbackPath(id, answer.id), key, {
      rating: 'down',
      comment: '  It did not say how long it takes.  ',
    });
    expect(down.statusCode).toBe(204);
    const message = await reviewed(token, id, answer.id);
    expect(message.feedback).toEqual({
      rating: 'down',
      comment: 'It did not say how long it takes.',
    });
    expect(message.outcome).toBe('answered');
    // The customer sees their choice again when the conversation is shown again.
    const lookup = await publicCall('/conversations/lookup', key, { conversationId: id });
    expect(lookup.json().conversation.messages[1].feedback).toBe('down');
  });

  it('is refused on the customer’s own message, a member’s reply and an unknown id (404)', async () => {
    const { key, id, question, token } = await answeredConversation();
    const asked = await publicCall(`/conversations/${id}/handoff`, key, {});
    expect(asked.statusCode).toBe(200);
    expect(
      (await call(context.app, 'POST', `/conversations/${id}/claim`, { token })).statusCode,
    ).toBe(200);
    const replied = await call(context.app, 'POST', `/conversations/${id}/replies`, {
      token,
      body: { text: 'Hi, I can help with that.' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const detail = await call(context.app, 'GET', `/conversations/${id}`, { token });
    const staff = detail.json().messages.find((m: PublicMessage) => m.sender === 'staff');
    const notice = detail.json().messages.find((m: PublicMessage) => m.sender === 'system');
    for (const messageId of [
      question.id,
      staff.id,
      notice.id,
      'not-a-message',
      crypto.randomUUID(),
    ]) {
      const refused = await publicCall(feedbackPath(id, messageId), key, { rating: 'up' });
      expect(refused.statusCode, messageId).toBe(404);
    }
  });

  it('is not found through another organization’s key, nor on another conversation', async () => {
    const { id, answer } = await answeredConversation();
    const other = await answeredConversation();
    const foreign = await publicCall(feedbackPath(id, answer.id), other.key, { rating: 'up' });
    expect(foreign.statusCode).toBe(404);
    // The other business's own conversation with this answer's id: still not theirs.
    const crossed = await publicCall(feedbackPath(other.id, answer.id), other.key, {
      rating: 'up',
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('follows the key’s origins: a refused origin gets 403, an allowed one CORS headers', async () => {
    const { key, id, answer, headers } = await answeredConversation([SITE]);
    const refused = await publicCall(
      feedbackPath(id, answer.id),
      key,
      { rating: 'up' },
      {
        origin: 'https://evil.example.com',
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await publicCall(feedbackPath(id, answer.id), key, { rating: 'up' }, headers);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE);
    const preflight = await context.app.inject({
      method: 'OPTIONS',
      url: `/api/v1${feedbackPath(id, answer.id)}`,
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('needs a key and a valid rating', async () => {
    const { key, id, answer } = await answeredConversation();
    const path = `/api/v1${feedbackPath(id, answer.id)}`;
    const keyless = await context.app.inject({
      method: 'POST',
      url: path,
      payload: { rating: 'up' },
    });
    expect(keyless.statusCode).toBe(401);
    const wrong = await publicCall(feedbackPath(id, answer.id), key, { rating: 'meh' });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the review filtered by feedback', () => {
  it('lists exactly the conversations with an answer marked so', async () => {
    const business = await businessWithKey(context, CLEANING);
    const ask = async () => {
      const turn = await publicCall('/conversations', business.key, {
        message: 'How much is a dental cleaning?',
      });
      const answer = (turn.json().messages as PublicMessage[]).find((m) => m.sender === 'ai')!;
      return { id: turn.json().conversationId as string, answer };
    };
    const [liked, disliked, changed, unrated] = [
      await ask(),
      await ask(),
      await ask(),
      await ask(),
    ];
    const rate = (c: typeof liked, rating: string) =>
      publicCall(feedbackPath(c.id, c.answer.id), business.key, { rating });
    await rate(liked, 'up');
    await rate(disliked, 'down');
    await rate(changed, 'down');
    await rate(changed, 'up');

    const listed = async (feedback: string) => {
      const list = await call(context.app, 'GET', `/conversations?feedback=${feedback}`, {
        token: business.token,
      });
      expect(list.statusCode, list.body).toBe(200);
      return list
        .json()
        .results.map((c: { id: string }) => c.id)
        .sort();
    };
    expect(await listed('up')).toEqual([liked.id, changed.id].sort());
    expect(await listed('down')).toEqual([disliked.id]);
    const all = await call(context.app, 'GET', '/conversations', { token: business.token });
    expect(all.json().results.map((c: { id: string }) => c.id)).toContain(unrated.id);

    // Another organization's feedback never lists here, nor this one's there.
    const other = await answeredConversation();
    await publicCall(feedbackPath(other.id, other.answer.id), other.key, { rating: 'up' });
    expect(await listed('up')).not.toContain(other.id);
  });
});
