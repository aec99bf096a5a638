import type { LiveEvent } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type StubRoutes, testOrganization } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { setViewportWidth } from '@/test/viewport';
import { InboxLive } from './inbox-live';
import { InboxPage } from './inbox-page';
import { inboxList, team, WAITING_ID, waitingDetail, waitingRow } from './testing/inbox-data';

const PATH = '/dashboard/inbox';
const DETAIL = `GET /api/v1/conversations/${WAITING_ID}`;

function inboxRoutes(extra: StubRoutes = {}): StubRoutes {
  return {
    'GET /api/v1/inbox': ({ url }) => ({
      body: inboxList(url.searchParams.get('view') === 'mine' ? [] : [waitingRow]),
    }),
    [DETAIL]: { body: waitingDetail({ status: 'waiting', assigneeId: null }) },
    'GET /api/v1/agent-configurations': { body: { name: 'Ava' } },
    'GET /api/v1/users': { body: team },
    'GET /api/v1/inbox/notifications': { body: { email: false } },
    ...extra,
  };
}

function renderInbox(routes: StubRoutes, entry = PATH) {
  return renderOrganizationPage(PATH, <InboxPage />, routes, entry);
}

describe('InboxPage', () => {
  it('shows the tabs and the waiting customers, each with their wait and channel', async () => {
    const { user, calls } = renderInbox(inboxRoutes());

    const row = await screen.findByRole('button', { name: /Visitor/ });
    expect(row).toHaveTextContent('Can I talk to a person please?');
    expect(row).toHaveTextContent('waiting 3 min');
    expect(row).toHaveTextContent('API');
    expect(screen.getByRole('tab', { name: 'Waiting', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/inbox')).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'Mine' }));
    expect(await screen.findByText('No conversations are assigned to you.')).toBeInTheDocument();
  });

  it('says so when no one is waiting', async () => {
    renderInbox(inboxRoutes({ 'GET /api/v1/inbox': { body: inboxList([]) } }));
    expect(await screen.findByText('No one is waiting.')).toBeInTheDocument();
  });

  it('shows an error when the inbox cannot be read', async () => {
    renderInbox(inboxRoutes({ 'GET /api/v1/inbox': apiError(500, 'internal', 'Broken') }));
    expect(await screen.findByText('The inbox could not be loaded.')).toBeInTheDocument();
  });

  it('opens a conversation, takes it over and sends a reply', async () => {
    let state = waitingDetail({ status: 'waiting', assigneeId: null });
    const { user, calls } = renderInbox(
      inboxRoutes({
        [DETAIL]: () => ({ body: state }),
        [`POST /api/v1/conversations/${WAITING_ID}/claim`]: () => {
          state = { ...state, status: 'human', assigneeId: 'user-1' };
          return { body: { id: WAITING_ID, status: 'human', assigneeId: 'user-1' } };
        },
        [`POST /api/v1/conversations/${WAITING_ID}/replies`]: { status: 201, body: {} },
        [`POST /api/v1/inbox/conversations/${WAITING_ID}/typing`]: { status: 204 },
      }),
    );

    await user.click(await screen.findByRole('button', { name: /Visitor/ }));
    const thread = await screen.findByRole('log', { name: 'Messages' });
    expect(within(thread).getByRole('listitem', { name: 'Customer message' })).toHaveTextContent(
      'Customer',
    );
    expect(within(thread).getByRole('listitem', { name: 'Notice' })).toHaveTextContent(
      "I'm connecting you with a person from our team.",
    );
    expect(within(thread).getByRole('listitem', { name: 'Internal note' })).toHaveTextContent(
      'Grace Hopper',
    );
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Take over' }));
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await waitFor(() => expect(reply).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();

    await user.type(reply, 'Hi, I am Ada. How can I help?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/replies'))?.body).toEqual({
        text: 'Hi, I am Ada. How can I help?',
      }),
    );
    const posted = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posted).toContain(`/api/v1/conversations/${WAITING_ID}/claim`);
    // Typing is told at most once every 3 s, however many keys were pressed.
    expect(posted.filter((path) => path.endsWith('/typing'))).toHaveLength(1);
    await waitFor(() => expect(reply).toHaveValue(''));
  });

  it("shows the server's message when a colleague took the conversation first", async () => {
    const { user } = renderInbox(
      inboxRoutes({
        [`POST /api/v1/conversations/${WAITING_ID}/claim`]: apiError(
          409,
          'already_assigned',
          'Someone else on your team has already taken this conversation.',
        ),
      }),
      `${PATH}?id=${WAITING_ID}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Take over' }));
    await toastWith('Someone else on your team has already taken this conversation.');
  });

  it('adds an internal note', async () => {
    const { user, calls } = renderInbox(
      inboxRoutes({
        [`POST /api/v1/conversations/${WAITING_ID}/notes`]: { status: 201, body: {} },
      }),
      `${PATH}?id=${WAITING_ID}`,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Call back tomorrow');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/notes'))?.body).toEqual({
        text: 'Call back tomorrow',
      }),
    );
  });

  it('lets a viewer read the thread but not answer it', async () => {
    const { calls } = renderInbox(
      inboxRoutes({
        'GET /api/v1/organizations/me': { body: { ...testOrganization, role: 'viewer' } },
      }),
      `${PATH}?id=${WAITING_ID}`,
    );
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    // The members list is for assigning, which a viewer may not do.
    expect(calls.some((call) => call.path === '/api/v1/users')).toBe(false);
  });

  it('shows the thread on its own view with a way back on a phone', async () => {
    setViewportWidth(375);
    const { user, router } = renderInbox(inboxRoutes());
    await user.click(await screen.findByRole('button', { name: /Visitor/ }));
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Waiting' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to inbox' }));
    expect(await screen.findByRole('tab', { name: 'Waiting' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('saves the choice to be mailed when a customer waits', async () => {
    const { user, calls } = renderInbox(
      inboxRoutes({ 'PUT /api/v1/inbox/notifications': ({ body }) => ({ body }) }),
    );
    const email = await screen.findByRole('checkbox', { name: 'Email me when a customer waits' });
    await waitFor(() => expect(email).toBeEnabled());
    await user.click(email);
    await waitFor(() => expect(email).toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ email: true });
  });
});

/** Answers GET /inbox/events with a stream the test writes events into; the rest goes to the stub. */
function openLiveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
    },
  });
  const stubbed = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/inbox/events')
      ? new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
      : stubbed(input, init)) as typeof fetch;
  return {
    send(event: LiveEvent) {
      controller?.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
    },
  };
}

describe('the live inbox', () => {
  it('shows the customer typing and their new message without a reload', async () => {
    const { calls } = renderOrganizationPage(
      PATH,
      <>
        <InboxLive />
        <InboxPage />
      </>,
      inboxRoutes(),
      `${PATH}?id=${WAITING_ID}`,
    );
    const live = openLiveStream();
    const thread = await screen.findByRole('log', { name: 'Messages' });
    const listReads = () => calls.filter((call) => call.path === '/api/v1/inbox').length;
    const readsBefore = listReads();

    live.send({ type: 'typing', conversationId: WAITING_ID, who: 'customer', name: null });
    expect(await screen.findByText('Visitor is typing…')).toBeInTheDocument();

    live.send({
      type: 'message',
      conversationId: WAITING_ID,
      message: {
        id: 'm9',
        role: 'user',
        sender: 'customer',
        senderName: null,
        content: 'Hello? Anyone there?',
        timestamp: 1_740_996_100,
      },
    });
    expect(await within(thread).findByText('Hello? Anyone there?')).toBeInTheDocument();
    expect(screen.queryByText('Visitor is typing…')).not.toBeInTheDocument();
    // The tabs are read again: their order, counts and last messages moved.
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });
});
