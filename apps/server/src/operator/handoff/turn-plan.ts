import {
  type ConversationStatus,
  DEFAULT_AWAY_MESSAGE,
  DEFAULT_HANDOFF_MESSAGE,
  type HandoffSettings,
} from '@frontdesk/contracts';
import type { TurnStatusChange } from '../conversations/turn-record';
import { type OperatorPhrases, phrasesFor } from '../language/phrases';
import { isOpen, nextOpening } from './business-hours';
import { asksForPerson, confirmsResolution, emailIn, keywordIn } from './triggers';

/** What the operator does with a customer's message, decided before any model runs. */
export type TurnPlan =
  /** A person has it (or will, in business hours): the message waits for them, no reply. */
  | { kind: 'hold'; status: TurnStatusChange }
  /** The reply is a notice (a handoff, the team away, an address kept), not an answer. */
  | { kind: 'notice'; text: string; status: TurnStatusChange }
  /** The operator answers; what follows depends on whether it had an answer. */
  | {
      kind: 'answer';
      after(noAnswer: boolean): AnswerOutcome;
      /** The model called the handoff tool. */
      handOff(): AnswerOutcome;
    };

export type AnswerOutcome =
  | { kind: 'answer'; status: TurnStatusChange }
  /** The operator had no answer once too often: the reply is the handoff notice instead. */
  | { kind: 'notice'; text: string; status: TurnStatusChange };

interface ConversationState {
  status: string;
  noAnswerStreak: number;
}

/**
 * The handoff notice: in business hours the handoff message, else the away message and when, in
 * the customer's language. A message the business wrote is said as written; the defaults are ours
 * and exist in every language.
 */
export function handoffNotice(
  settings: HandoffSettings,
  at: Date,
  phrases: OperatorPhrases = phrasesFor('en'),
): string {
  const own = (message: string, ours: string, translated: string) =>
    message === ours ? translated : message;
  if (isOpen(settings, at)) {
    return own(settings.handoffMessage, DEFAULT_HANDOFF_MESSAGE, phrases.handoffMessage);
  }
  const away = own(settings.awayMessage, DEFAULT_AWAY_MESSAGE, phrases.awayMessage);
  const back = nextOpening(settings, at);
  if (!back) return away;
  const when =
    back.day === 'today' ? phrases.today(back.time) : phrases.onWeekday(back.day, back.time);
  return `${away} ${phrases.back(when)}`;
}

/**
 * The single writer's rule for a customer's message (decision 024): while a person has the
 * conversation, or one is awaited in business hours, the operator never answers. Outside business
 * hours a waiting customer may keep talking to the operator. A message to a resolved conversation
 * reopens it once, to the operator or to the queue as the organization chose: never a loop.
 */
export function planTurn(
  conversation: ConversationState,
  message: string,
  settings: HandoffSettings,
  at: Date,
  phrases: OperatorPhrases = phrasesFor('en'),
): TurnPlan {
  const expected = conversation.status as ConversationStatus;
  const confirms = confirmsResolution(message);
  const change = (next: ConversationStatus, noAnswerStreak = 0, contactEmail?: string) => ({
    expected,
    next,
    noAnswerStreak,
    contactEmail,
    ...(confirms ? { confirms } : {}),
  });
  const handOff = (): Extract<TurnPlan, { kind: 'notice' }> => ({
    kind: 'notice',
    text: handoffNotice(settings, at, phrases),
    status: change('waiting'),
  });

  if (expected === 'human') return { kind: 'hold', status: change('human', 0, emailIn(message)) };
  if (expected === 'waiting') {
    const email = emailIn(message);
    if (isOpen(settings, at)) return { kind: 'hold', status: change('waiting', 0, email) };
    if (email) {
      return {
        kind: 'notice',
        text: phrases.emailKept,
        status: change('waiting', 0, email),
      };
    }
    const stay = (): AnswerOutcome => ({ kind: 'answer', status: change('waiting') });
    return { kind: 'answer', after: stay, handOff: stay };
  }
  if (!settings.enabled) {
    const answer = (): AnswerOutcome => ({ kind: 'answer', status: change('ai') });
    return { kind: 'answer', after: answer, handOff: answer };
  }
  if (expected === 'resolved' && settings.reopenTo === 'waiting') return handOff();
  if (asksForPerson(message) || keywordIn(message, settings.triggers.keywords)) return handOff();

  const limit = settings.triggers.noAnswerInARow;
  const streak = expected === 'resolved' ? 0 : conversation.noAnswerStreak;
  return {
    kind: 'answer',
    after(noAnswer) {
      const next = noAnswer ? streak + 1 : 0;
      if (noAnswer && limit > 0 && next >= limit) return handOff();
      return { kind: 'answer', status: change('ai', next) };
    },
    handOff,
  };
}
