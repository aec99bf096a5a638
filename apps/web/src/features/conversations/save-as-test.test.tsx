import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailOf, first, LIST, renderConversations } from '@/test/fixtures/conversations';
import { toastWith } from '@/test/toast';
import { firstSentence } from './components/save-as-test';

const slow = { timeout: 5000 };

describe("'Save as test' in review", () => {
  it("makes a test of a customer's question, expecting the reply's first sentence", async () => {
    const detail = detailOf(first);
    detail.messages[1]!.content = 'Yes, we ship to Canada within five days. Anything else?';
    const { user, calls } = renderConversations({
      [LIST]: { body: { results: [first] } },
      [`GET /api/v1/conversations/${first.id}`]: { body: detail },
      'GET /api/v1/contents': { body: [] },
      'POST /api/v1/answer-tests': { status: 201, body: {} },
    });
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    // Only under the customer's message.
    expect(screen.getAllByRole('button', { name: 'Save as test' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save as test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as test' });
    expect(within(dialog).getByRole('textbox', { name: 'Question' })).toHaveValue(
      detail.messages[0]!.content,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Expectation' })).toHaveTextContent(
      'Contains text',
    );
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('Yes, we ship to Canada within five days.');
    // Editable: the business keeps what matters.
    await user.clear(text);
    await user.type(text, 'five days');
    await user.click(within(dialog).getByRole('button', { name: 'Save test' }));

    await toastWith('Answer test saved');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      question: detail.messages[0]!.content,
      expectation: 'contains',
      text: 'five days',
    });
  });

  it('suggests "Says it has no answer" when the operator had none', async () => {
    const detail = detailOf(first);
    detail.messages[1] = {
      ...detail.messages[1]!,
      content: "I'm sorry, I don't have that information.",
      outcome: 'no_answer',
    };
    const { user } = renderConversations({
      [LIST]: { body: { results: [first] } },
      [`GET /api/v1/conversations/${first.id}`]: { body: detail },
      'GET /api/v1/contents': { body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Save as test' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Save as test' });
    expect(within(dialog).getByRole('combobox', { name: 'Expectation' })).toHaveTextContent(
      'Says it has no answer',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();
  });

  it('takes the first sentence, whatever ends it', () => {
    expect(firstSentence('  Open 9 to 5!  Closed Sundays. ')).toBe('Open 9 to 5!');
    expect(firstSentence('Rooms cost $12.50 a night. More?')).toBe('Rooms cost $12.50 a night.');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});
