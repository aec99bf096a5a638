import type { KnowledgeGap } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { customerSays, KNOWLEDGE } from '../../../test/support/inbox';
import {
  addKnowledge,
  businessWithKey,
  call,
  useTestContext,
} from '../../../test/support/test-app';

const context = useTestContext();

const GIFT_CARDS = 'do you sell gift cards';
const GIFT_CARDS_AGAIN = 'can i buy a gift card for my mom';
const PARKING = 'is there parking near your office';

async function gapsOf(token: string): Promise<KnowledgeGap[]> {
  const response = await call(context.app, 'GET', '/knowledge/gaps', { token });
  expect(response.statusCode).toBe(200);
  return response.json().groups;
}

const groupWith = (groups: KnowledgeGap[], text: string) =>
  groups.find((group) => group.questions.some((q) => q.text === text));

describe('unanswered questions', () => {
  it('groups questions the operator could not answer, in other words too, until answered', async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    const first = await customerSays(context, business.key, GIFT_CARDS);
    const second = await customerSays(context, business.key, GIFT_CARDS_AGAIN);
    // Answered from the knowledge: not a gap.
    await customerSays(context, business.key, 'when are you open');

    const groups = await gapsOf(business.token);
    const gifts = groupWith(groups, GIFT_CARDS)!;
    expect(gifts).toBeDefined();
    expect(gifts.questions.map((q) => q.text).sort()).toEqual(
      [GIFT_CARDS_AGAIN, GIFT_CARDS].sort(),
    );
    expect(gifts.questions.map((q) => q.conversationId).sort()).toEqual(
      [first.conversationId, second.conversationId].sort(),
    );
    expect(gifts).toMatchObject({ count: 2, answered: false, suggestedAnswer: null });
    expect(gifts.lastAskedAt).toBe(gifts.questions[0]!.askedAt);
    expect(groupWith(groups, 'when are you open')).toBeUndefined();

    await addKnowledge(
      context,
      business.token,
      'Gift cards: yes, we sell gift cards in any amount from $25, by card or cash at the desk.',
    );
    const check = await call(context.app, 'POST', `/knowledge/gaps/${gifts.id}/check`, {
      token: business.token,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ answered: 2, total: 2 });
    expect(groupWith(await gapsOf(business.token), GIFT_CARDS)).toBeUndefined();
  });

  it("holds a question whose answer was marked 'Not helpful' until a new answer is added", async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    const question = 'how much does a cleaning cost';
    const turn = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: business.key },
      payload: { message: question },
    });
    const { conversationId, messages } = turn.json();
    const answer = messages.find((m: { sender: string }) => m.sender === 'ai');
    expect(answer.outcome).toBe('answered');
    const rated = await context.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversationId}/messages/${answer.id}/feedback`,
      headers: { authorization: business.key },
      payload: { rating: 'down' },
    });
    expect(rated.statusCode).toBeLessThan(300);
    // The operator still answers it the same way: that answer was not what the customer needed.
    const group = groupWith(await gapsOf(business.token), question)!;
    expect(group).toMatchObject({ count: 1, answered: false });

    await addKnowledge(
      context,
      business.token,
      'Cleaning prices: a child cleaning costs $80, and whitening after a cleaning costs $200.',
    );
    const check = await call(context.app, 'POST', `/knowledge/gaps/${group.id}/check`, {
      token: business.token,
    });
    expect(check.json()).toEqual({ answered: 1, total: 1 });
  });

  it("holds the question before a handoff, and suggests the team's reply", async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    const asked = await customerSays(context, business.key, PARKING);
    const talk = await customerSays(
      context,
      business.key,
      'Can I talk to a human please?',
      asked.conversationId,
    );
    expect(talk.status).toBe('waiting');
    const act = (path: string, body?: unknown) =>
      call(context.app, 'POST', `/conversations/${asked.conversationId}/${path}`, {
        token: business.token,
        body,
      });
    expect((await act('claim')).statusCode).toBe(200);
    expect(
      (await act('replies', { text: 'Yes, free parking behind the building.' })).statusCode,
    ).toBe(201);
    const groups = await gapsOf(business.token);
    const parking = groupWith(groups, PARKING)!;
    expect(parking.suggestedAnswer).toBe('Yes, free parking behind the building.');
    // Asking for a person starts a handoff; it is not a question knowledge answers.
    expect(groupWith(groups, 'Can I talk to a human please?')).toBeUndefined();
  });

  it('hides a dismissed group until it is asked again', async () => {
    const business = await businessWithKey(context, KNOWLEDGE);
    await customerSays(context, business.key, GIFT_CARDS);
    const gifts = groupWith(await gapsOf(business.token), GIFT_CARDS)!;
    const dismissed = await call(context.app, 'POST', `/knowledge/gaps/${gifts.id}/dismiss`, {
      token: business.token,
    });
    expect(dismissed.statusCode).toBe(204);
    expect(groupWith(await gapsOf(business.token), GIFT_CARDS)).toBeUndefined();

    await customerSays(context, business.key, 'do u sell gift cards??');
    const again = groupWith(await gapsOf(business.token), GIFT_CARDS)!;
    expect(again.id).toBe(gifts.id);
    expect(again.count).toBe(2);
  });

  it("answers 404 for another tenant's group and never lists it", async () => {
    const owner = await businessWithKey(context, KNOWLEDGE);
    const stranger = await businessWithKey(context, KNOWLEDGE);
    await customerSays(context, owner.key, GIFT_CARDS);
    const gifts = groupWith(await gapsOf(owner.token), GIFT_CARDS)!;
    for (const action of ['dismiss', 'check']) {
      const response = await call(context.app, 'POST', `/knowledge/gaps/${gifts.id}/${action}`, {
        token: stranger.token,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await gapsOf(stranger.token)).toEqual([]);
    expect(groupWith(await gapsOf(owner.token), GIFT_CARDS)).toBeDefined();
    const unknown = await call(context.app, 'POST', '/knowledge/gaps/not-a-group/dismiss', {
      token: owner.token,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
