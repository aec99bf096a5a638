import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StubResponse } from '@/test/fetch-stub';
import {
  detailOf,
  detailRoutes,
  first,
  LIST,
  PATH,
  renderConversations,
  second,
} from '@/test/fixtures/conversations';
import { setViewportWidth } from '@/test/viewport';
import { fromDateInputValue } from './format';

// The first render of a split view with its menus takes a while on a busy machine.
const slow = { timeout: 5000 };

/** Records the query of every list request. */
function listRecorder(results = [first, second]) {
  const queries: URLSearchParams[] = [];
  const handler = ({ url }: { url: URL }): StubResponse => {
    queries.push(url.searchParams);
    return { body: { results } };
  };
  return { queries, handler };
}

describe('ConversationsPage', () => {
  it('shows the loading text, then selects the first conversation and shows who said what', async () => {
    let answer: ((value: StubResponse) => void) | undefined;
    const { router, user } = renderConversations({
      [LIST]: () => new Promise<StubResponse>((resolve) => (answer = resolve)),
      ...detailRoutes([first, second]),
    });

    expect(await screen.findByText('Loading conversations...', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start chatting.')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined(), slow);
    answer?.({ body: { results: [first, second] } });

    const customer = await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    expect(router.state.location.search).toBe(`?id=${first.id}`);
    expect(screen.getByRole('button', { current: true })).toHaveAccessibleName(
      /^Conversation c0ffee00…0001, 2 messages, updated /,
    );

    expect(customer).toHaveTextContent('Customer');
    expect(customer).toHaveTextContent('Do you ship to Canada? (c0ff)');
    const operator = screen.getByRole('listitem', { name: 'Operator message' });
    expect(operator).toHaveTextContent('Operator');
    expect(operator).toHaveTextContent('Yes, we ship to Canada within five days.');
    expect(
      screen.getByRole('heading', { level: 2, name: /^Conversation\s*API/ }),
    ).toBeInTheDocument();

    // The passages behind an answer stay folded until asked for; customers have none to show.
    expect(within(customer).queryByRole('button', { name: /source/ })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Shipping: we deliver to the US and Canada.'),
    ).not.toBeInTheDocument();
    await user.click(within(operator).getByRole('button', { name: /1 source/ }));
    expect(screen.getByText('Shipping: we deliver to the US and Canada.')).toBeVisible();
  });

  it('opens another conversation when its item is clicked', async () => {
    const { router, user } = renderConversations({
      [LIST]: { body: { results: [first, second] } },
      ...detailRoutes([first, second]),
    });
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    await user.click(screen.getByRole('button', { name: /^Conversation beef0000/ }));

    await waitFor(() => expect(router.state.location.search).toBe(`?id=${second.id}`), slow);
    expect(await screen.findByText('Do you ship to Canada? (beef)', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Conversation beef0000/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('keeps the pane empty and says so when there are no conversations', async () => {
    renderConversations({ [LIST]: { body: { results: [] } } });

    expect(await screen.findByText('No conversations yet', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start chatting.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('leaves archived conversations out unless the Archived filter is on', async () => {
    const { queries, handler } = listRecorder();
    renderConversations({ [LIST]: handler, ...detailRoutes([first, second]) });

    await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    expect(queries[0]?.get('archived')).toBe('false');
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reads the filters from the address, keeps status and sends them to the server', async () => {
    const start = fromDateInputValue('2025-03-01') as number;
    const end = fromDateInputValue('2025-03-04') as number;
    const { queries, handler } = listRecorder([]);
    renderConversations(
      { [LIST]: handler },
      `${PATH}?search=c0ffee&startDate=${start}&endDate=${end}&archived=true&status=open`,
    );

    expect(
      await screen.findByText('No archived conversations found', {}, slow),
    ).toBeInTheDocument();
    const query = queries[0];
    expect(query?.get('search')).toBe('c0ffee');
    expect(query?.get('startDate')).toBe(String(start));
    expect(query?.get('endDate')).toBe(String(end));
    expect(query?.get('archived')).toBe('true');
    expect(query?.get('status')).toBe('open');

    expect(screen.getByLabelText('Conversation ID')).toHaveValue('c0ffee');
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-04');
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('writes filter changes to the address only after 300 ms', async () => {
    const { queries, handler } = listRecorder();
    const { router } = renderConversations(
      { [LIST]: handler, ...detailRoutes([first, second]) },
      `${PATH}?status=open`,
    );
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    const location = () => new URLSearchParams(router.state.location.search);
    expect(location().get('id')).toBe(first.id);

    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Conversation ID'), { target: { value: 'be' } });
    fireEvent.change(screen.getByLabelText('Conversation ID'), { target: { value: 'beef' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(location().get('search')).toBeNull();
    expect(location().get('startDate')).toBeNull();
    expect(screen.getByLabelText('Conversation ID')).toHaveValue('beef');

    await act(async () => vi.advanceTimersByTime(1));
    expect(location().get('search')).toBe('beef');
    expect(location().get('startDate')).toBe(String(fromDateInputValue('2025-03-01')));
    expect(location().get('status')).toBe('open');

    fireEvent.click(screen.getByRole('button', { name: 'Archived' }));
    await act(async () => vi.advanceTimersByTime(299));
    expect(location().get('archived')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(location().get('archived')).toBe('true');
    vi.useRealTimers();

    // One request for the settled filters, none for the keystrokes in between.
    await waitFor(() => expect(queries.at(-1)?.get('archived')).toBe('true'), slow);
    expect(queries.some((query) => query.get('search') === 'be')).toBe(false);
    expect(queries.at(-1)?.get('search')).toBe('beef');
    expect(queries.at(-1)?.get('status')).toBe('open');
  });

  it('stacks on a phone: the list first, the conversation in its place with a way back', async () => {
    setViewportWidth(375);
    const { router, user } = renderConversations({
      [LIST]: { body: { results: [first, second] } },
      ...detailRoutes([first, second]),
    });

    const list = await screen.findByRole('list', { name: 'Conversations' }, slow);
    // Nothing opens by itself: the list is the phone's starting point.
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Select a conversation to start chatting.')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Conversation beef0000/ }));
    expect(await screen.findByText('Do you ship to Canada? (beef)', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' }, slow)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so when the selected conversation cannot be loaded', async () => {
    renderConversations(
      { [LIST]: { body: { results: [first] } }, ...detailRoutes([first]) },
      `${PATH}?id=gone`,
    );
    expect(
      await screen.findByText(
        'This conversation could not be loaded. It may have been deleted.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(detailOf(first).messages).toHaveLength(2);
  });
});
