import { defaultHandoffSettings, type HandoffSettings } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { planTurn } from './turn-plan';

const settings = (changes: Partial<HandoffSettings> = {}): HandoffSettings => ({
  ...defaultHandoffSettings,
  ...changes,
});
const now = new Date('2026-11-27T12:00:00Z');
const closedFriday = settings({
  hours: [{ day: 'monday', start: '09:00', end: '17:00' }],
  timezone: 'UTC',
});

describe('the turn plan (one writer at a time)', () => {
  it('holds a customer message for the member who has the conversation', () => {
    const plan = planTurn({ status: 'human', noAnswerStreak: 0 }, 'hello?', settings(), now);
    expect(plan).toMatchObject({ kind: 'hold', status: { expected: 'human', next: 'human' } });
  });

  it('holds while a person is awaited in business hours, and keeps an address left', () => {
    const plan = planTurn(
      { status: 'waiting', noAnswerStreak: 0 },
      'me@example.com',
      settings(),
      now,
    );
    expect(plan).toMatchObject({
      kind: 'hold',
      status: { next: 'waiting', contactEmail: 'me@example.com' },
    });
  });

  it('outside hours lets a waiting customer keep talking to the operator, with no new notice', () => {
    const plan = planTurn(
      { status: 'waiting', noAnswerStreak: 0 },
      'what are your prices',
      closedFriday,
      now,
    );
    expect(plan.kind).toBe('answer');
    if (plan.kind !== 'answer') return;
    expect(plan.after(true)).toEqual({
      kind: 'answer',
      status: { expected: 'waiting', next: 'waiting', noAnswerStreak: 0, contactEmail: undefined },
    });
  });

  it('hands off with the handoff message in hours, the away message and the return outside', () => {
    const inHours = planTurn(
      { status: 'ai', noAnswerStreak: 0 },
      'can I talk to a human',
      settings(),
      now,
    );
    expect(inHours).toMatchObject({ kind: 'notice', text: defaultHandoffSettings.handoffMessage });
    const away = planTurn({ status: 'ai', noAnswerStreak: 0 }, 'agent please', closedFriday, now);
    expect(away).toMatchObject({
      kind: 'notice',
      text: `${defaultHandoffSettings.awayMessage} We're back Monday at 9:00.`,
      status: { next: 'waiting' },
    });
  });

  it('hands off on a business keyword, never when handoff is off', () => {
    const on = settings({ triggers: { keywords: ['refund'], noAnswerInARow: 2 } });
    expect(planTurn({ status: 'ai', noAnswerStreak: 0 }, 'I want a refund', on, now).kind).toBe(
      'notice',
    );
    const off = { ...on, enabled: false };
    expect(planTurn({ status: 'ai', noAnswerStreak: 0 }, 'I want a refund', off, now).kind).toBe(
      'answer',
    );
    expect(planTurn({ status: 'ai', noAnswerStreak: 0 }, 'agent please', off, now).kind).toBe(
      'answer',
    );
  });

  it('replaces the Nth answer in a row without information by the handoff notice', () => {
    const first = planTurn(
      { status: 'ai', noAnswerStreak: 0 },
      'do you sell boats',
      settings(),
      now,
    );
    if (first.kind !== 'answer') throw new Error('expected an answer');
    expect(first.after(true)).toMatchObject({ kind: 'answer', status: { noAnswerStreak: 1 } });
    expect(first.after(false)).toMatchObject({ kind: 'answer', status: { noAnswerStreak: 0 } });
    const second = planTurn({ status: 'ai', noAnswerStreak: 1 }, 'or planes', settings(), now);
    if (second.kind !== 'answer') throw new Error('expected an answer');
    expect(second.after(true)).toMatchObject({ kind: 'notice', status: { next: 'waiting' } });
    const never = settings({ triggers: { keywords: [], noAnswerInARow: 0 } });
    const third = planTurn({ status: 'ai', noAnswerStreak: 9 }, 'or trains', never, now);
    if (third.kind !== 'answer') throw new Error('expected an answer');
    expect(third.after(true).kind).toBe('answer');
  });

  it('reopens a resolved conversation once: to the operator, or to the queue when chosen', () => {
    const toAi = planTurn({ status: 'resolved', noAnswerStreak: 5 }, 'thanks!', settings(), now);
    if (toAi.kind !== 'answer') throw new Error('expected an answer');
    // The streak starts again: a thank-you after a resolution is not a step towards a handoff.
    expect(toAi.after(true)).toMatchObject({
      kind: 'answer',
      status: { expected: 'resolved', next: 'ai', noAnswerStreak: 1 },
    });
    const toQueue = planTurn(
      { status: 'resolved', noAnswerStreak: 0 },
      'one more thing',
      settings({ reopenTo: 'waiting' }),
      now,
    );
    expect(toQueue).toMatchObject({
      kind: 'notice',
      status: { expected: 'resolved', next: 'waiting' },
    });
  });
});
