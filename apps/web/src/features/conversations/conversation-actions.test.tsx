import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type StubResponse } from '@/test/fetch-stub';
import {
  detailRoutes,
  first,
  LIST,
  renderConversations,
  second,
} from '@/test/fixtures/conversations';
import { toastWith } from '@/test/toast';
import { setViewportWidth } from '@/test/viewport';

const slow = { timeout: 5000 };

/** A list that answers `before` until the action has been done, then `after`. */
function listBeforeAndAfter(after = [second]) {
  let isDone = false;
  return {
    done: () => {
      isDone = true;
    },
    handler: (): StubResponse => ({ body: { results: isDone ? after : [first, second] } }),
  };
}

describe('Conversation actions', () => {
  it('archives the open conversation after confirming, then leaves its selection', async () => {
    const list = listBeforeAndAfter();
    let answer: ((value: StubResponse) => void) | undefined;
    const { router, user, calls } = renderConversations({
      [LIST]: list.handler,
      ...detailRoutes([first, second]),
      [`PATCH /api/v1/conversations/${first.id}/archive`]: () =>
        new Promise<StubResponse>((resolve) => (answer = resolve)),
    });
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);
    expect(router.state.location.search).toBe(`?id=${first.id}`);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Archive this conversation?' },
      slow,
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(
      await within(dialog).findByRole('button', { name: 'Archiving...' }, slow),
    ).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined(), slow);
    list.done();
    answer?.({ body: { id: first.id, archived: true } });

    await toastWith('Conversation Archived');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The archived one left the list; the selection moved on to what is now first.
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${second.id}`), slow);
    expect(
      screen.queryByRole('button', { name: /^Conversation c0ffee00/ }),
    ).not.toBeInTheDocument();
  });

  it('deletes a conversation from its menu and keeps the selection when another was open', async () => {
    const list = listBeforeAndAfter([first]);
    const { router, user } = renderConversations({
      [LIST]: list.handler,
      ...detailRoutes([first, second]),
      [`DELETE /api/v1/conversations/${second.id}`]: () => {
        list.done();
        return { status: 204 };
      },
    });
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);

    const trigger = screen.getByRole('button', { name: 'Actions for conversation beef0000…0002' });
    // By keyboard: jsdom lays every element out at 0,0, where the resize handle takes the pointer.
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }, slow));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Delete this conversation?' },
      slow,
    );
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await toastWith('Conversation Deleted');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /^Conversation beef0000/ }),
      ).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe(`?id=${first.id}`);
  });

  it('clears the selection on a phone after deleting the open conversation', async () => {
    setViewportWidth(375);
    const list = listBeforeAndAfter();
    const { router, user } = renderConversations({
      [LIST]: list.handler,
      ...detailRoutes([first, second]),
      [`DELETE /api/v1/conversations/${first.id}`]: () => {
        list.done();
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Conversation c0ffee00/ }, slow));
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await toastWith('Conversation Deleted');
    expect(await screen.findByRole('list', { name: 'Conversations' }, slow)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('tells the user when archiving or deleting fails, and keeps the dialog open', async () => {
    const { user } = renderConversations({
      [LIST]: { body: { results: [first, second] } },
      ...detailRoutes([first, second]),
      [`PATCH /api/v1/conversations/${first.id}/archive`]: apiError(500, 'internal', 'Boom'),
      [`DELETE /api/v1/conversations/${first.id}`]: { status: 500 },
    });
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    let dialog = await screen.findByRole('alertdialog', {}, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    const archiveToast = await toastWith('Failed to archive conversation. Please try again.');
    expect(within(archiveToast).getByText('Error')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Archive' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', {}, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const deleteToast = await toastWith('Failed to delete conversation. Please try again.');
    expect(within(deleteToast).getByText('Error')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('opens the item menu after a 700 ms touch press, not after 600 ms', async () => {
    renderConversations({
      [LIST]: { body: { results: [first, second] } },
      ...detailRoutes([first, second]),
    });
    const item = await screen.findByRole('button', { name: /^Conversation beef0000/ }, slow);
    await screen.findByRole('listitem', { name: 'Customer message' }, slow);

    vi.useFakeTimers();
    fireEvent.pointerDown(item, { pointerType: 'touch', button: 0, clientX: 10, clientY: 10 });
    await act(async () => vi.advanceTimersByTime(600));
    fireEvent.pointerUp(item, { pointerType: 'touch' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.pointerDown(item, { pointerType: 'touch', button: 0, clientX: 10, clientY: 10 });
    await act(async () => vi.advanceTimersByTime(700));
    vi.useRealTimers();

    const menu = await screen.findByRole('menu', {}, slow);
    expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });
});
