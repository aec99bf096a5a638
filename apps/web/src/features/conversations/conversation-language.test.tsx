import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

// A filter change waits its 300 ms, then the list and the first conversation load again: on a
// busy machine that takes longer than the other files' 5 s.
const slow = { timeout: 10_000 };

/**
 * Opens a select from the keyboard and clicks one of its options. A click on the trigger of this
 * busy page can mount the list after the click's own pointerup, which Radix then takes for the
 * option's and drops: the keyboard has no such race.
 */
async function choose(user: UserEvent, select: HTMLElement, option: string) {
  select.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Records the query of every list request. */
function listRecorder(results = [first, second]) {
  const queries: URLSearchParams[] = [];
  const handler = ({ url }: { url: URL }): StubResponse => {
    queries.push(url.searchParams);
    return { body: { results } };
  };
  return { queries, handler };
}

describe("the customer's language in conversation review", () => {
  it('filters the list by language through the address, like the other filters', async () => {
    const list = listRecorder();
    const { router, user } = renderConversations(
      { [LIST]: list.handler, ...detailRoutes([first, second]) },
      `${PATH}?status=open`,
    );
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    const location = () => new URLSearchParams(router.state.location.search);
    expect(list.queries.at(-1)?.has('language')).toBe(false);

    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveTextContent('All languages');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    select.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'All languages',
      'English',
      'Spanish',
      'French',
      'German',
      'Portuguese',
      'Italian',
      'Dutch',
      'Polish',
      'Turkish',
      'Japanese',
    ]);
    await user.click(screen.getByRole('option', { name: 'Spanish' }));

    await waitFor(() => expect(location().get('language')).toBe('es'), slow);
    expect(location().get('status')).toBe('open');
    await waitFor(() => expect(list.queries.at(-1)?.get('language')).toBe('es'), slow);
    expect(list.queries.at(-1)?.get('archived')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Spanish');

    // Back to every language: the parameter leaves the address and the request.
    await choose(user, screen.getByRole('combobox', { name: 'Language' }), 'All languages');
    await waitFor(() => expect(location().has('language')).toBe(false), slow);
    await waitFor(() => expect(list.queries.at(-1)?.has('language')).toBe(false), slow);
  });

  it('reads the language from the address, drops an unknown one and clears it', async () => {
    const list = listRecorder([]);
    const { router, user } = renderConversations({ [LIST]: list.handler }, `${PATH}?language=ja`);
    expect(
      await screen.findByText('No conversations match these filters', {}, slow),
    ).toBeInTheDocument();
    expect(list.queries.at(-1)?.get('language')).toBe('ja');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Japanese');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).has('language')).toBe(false),
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('All languages');
  });

  it('asks for no language when the address names one the product does not serve', async () => {
    const list = listRecorder();
    renderConversations(
      { [LIST]: list.handler, ...detailRoutes([first, second]) },
      `${PATH}?language=xx`,
    );
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    expect(list.queries.at(-1)?.has('language')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('All languages');
  });

  it("shows each conversation's language in the list, nothing where the server sent none", async () => {
    renderConversations({
      [LIST]: { body: { results: [{ ...first, language: 'es' }, second] } },
      ...detailRoutes([first, second]),
    });
    const list = await screen.findByRole('list', { name: 'Conversations' }, slow);
    const spanish = within(list).getByRole('button', { name: /^Conversation c0ffee00/ });
    expect(spanish).toHaveAccessibleName(/, in Spanish$/);
    expect(within(spanish).getByText('Spanish')).toBeInTheDocument();
    const unknown = within(list).getByRole('button', { name: /^Conversation beef0000/ });
    expect(unknown).not.toHaveAccessibleName(/, in /);
    expect(unknown).not.toHaveTextContent('English');
  });

  it("says the conversation's language beside its other facts, nothing without one", async () => {
    const { user } = renderConversations({
      [LIST]: { body: { results: [first, second] } },
      [`GET /api/v1/conversations/${first.id}`]: { body: { ...detailOf(first), language: 'es' } },
      [`GET /api/v1/conversations/${second.id}`]: { body: detailOf(second) },
    });
    const facts = await screen.findByText('Language: Spanish', {}, slow);
    expect(facts.closest('header')).toHaveTextContent(/Started .*Language: Spanish/);

    await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    await user.click(screen.getByRole('button', { name: /^Conversation beef0000/ }));
    expect(await screen.findByText('Do you ship to Canada? (beef)', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/^Language:/)).not.toBeInTheDocument();
  });
});
