import { describe, expect, it } from 'vitest';
import type { MessageRow } from './conversations/conversation-store';
import { CONTEXT_CHARACTERS, CONTEXT_MESSAGES, recentContext } from './model-context';

const message = (i: number, content: string): MessageRow => ({
  id: String(i),
  organizationId: 'org',
  conversationId: 'c',
  role: i % 2 === 0 ? 'user' : 'assistant',
  sender: i % 2 === 0 ? 'customer' : 'ai',
  senderUserId: null,
  senderName: null,
  outcome: null,
  feedback: null,
  feedbackComment: null,
  feedbackAt: null,
  content,
  sources: [],
  createdAt: new Date(i),
});

describe('recentContext', () => {
  it('gives the model the latest messages, oldest first, at most CONTEXT_MESSAGES', () => {
    const history = Array.from({ length: 60 }, (_, i) => message(i, `message ${i}`));
    const context = recentContext(history);
    expect(context).toHaveLength(CONTEXT_MESSAGES);
    expect(context[0]!.content).toBe(`message ${60 - CONTEXT_MESSAGES}`);
    expect(context.at(-1)!.content).toBe('message 59');
  });

  it('stops at the character budget, keeping whole messages from the newest back', () => {
    const long = 'x'.repeat(CONTEXT_CHARACTERS / 3);
    const history = [0, 1, 2, 3, 4].map((i) => message(i, `${i}${long}`));
    const context = recentContext(history);
    // Three messages of a third of the budget each, plus their one-character prefix, exceed it.
    expect(context.map((m) => (m.content as string)[0])).toEqual(['3', '4']);
  });

  it('gives nothing when the newest message alone is over the budget', () => {
    expect(recentContext([message(0, 'x'.repeat(CONTEXT_CHARACTERS + 1))])).toEqual([]);
  });
});
