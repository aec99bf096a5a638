import type { ConversationDetail } from '@frontdesk/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailOf, first, LIST, renderConversations } from '@/test/fixtures/conversations';

const slow = { timeout: 5000 };

/** The fixture's conversation with a second answer that called two tools. */
function detailWithToolCalls(): ConversationDetail {
  const detail = detailOf(first);
  return {
    ...detail,
    messages: [
      ...detail.messages,
      {
        id: `${first.id}-m3`,
        role: 'user',
        content: 'Where is order A-100?',
        timestamp: 1_740_816_010,
        sources: [],
      },
      {
        id: `${first.id}-m4`,
        role: 'assistant',
        content: 'Order A-100 left our warehouse yesterday.',
        timestamp: 1_740_816_015,
        sources: [],
        toolCalls: [
          {
            name: 'get_order_status',
            arguments: { orderNumber: 'A-100', includeItems: true },
            status: 'ok',
            durationMs: 240,
          },
          { name: 'check-stock', arguments: { sku: 'X1' }, status: 'timeout', durationMs: 8000 },
        ],
      },
    ],
  };
}

describe('Tool calls in the conversation review', () => {
  it('lists the calls of an answer, folded until asked for', async () => {
    const { user } = renderConversations({
      [LIST]: { body: { results: [first] } },
      [`GET /api/v1/conversations/${first.id}`]: { body: detailWithToolCalls() },
    });

    const operators = await screen.findAllByRole('listitem', { name: 'Operator message' }, slow);
    expect(operators).toHaveLength(2);
    const [plain, withTools] = operators as [HTMLElement, HTMLElement];
    // An answer without tool calls (the fixture sends none) shows no control for them.
    expect(within(plain).queryByRole('button', { name: /tool call/ })).not.toBeInTheDocument();
    for (const customer of screen.getAllByRole('listitem', { name: 'Customer message' })) {
      expect(within(customer).queryByRole('button', { name: /tool call/ })).not.toBeInTheDocument();
    }

    const toggle = within(withTools).getByRole('button', { name: '2 tool calls' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('get_order_status')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const calls = within(within(withTools).getByRole('list', { name: 'Tool calls' })).getAllByRole(
      'listitem',
    );
    expect(calls).toHaveLength(2);
    const [ok, timedOut] = calls as [HTMLElement, HTMLElement];
    expect(within(ok).getByText('get_order_status')).toBeVisible();
    expect(within(ok).getByText('OK')).toBeVisible();
    expect(within(ok).getByText('240 ms')).toBeVisible();
    expect(within(ok).getByText('{"orderNumber":"A-100","includeItems":true}')).toBeVisible();
    expect(within(timedOut).getByText('check-stock')).toBeVisible();
    expect(within(timedOut).getByText('Timed out')).toBeVisible();
    expect(within(timedOut).getByText('8.0 s')).toBeVisible();
    expect(within(timedOut).getByText('{"sku":"X1"}')).toBeVisible();
  });
});
