import type { ConversationDetail } from '@frontdesk/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { WAITING_ID, waitingDetail } from '../testing/inbox-data';
import { applyLiveEvent } from './apply-live-event';

const ORGANIZATION = 'org-1';
const key = queryKeys.conversation(ORGANIZATION, WAITING_ID);
const customerMessage = {
  id: 'm9',
  role: 'user' as const,
  sender: 'customer' as const,
  senderName: null,
  content: 'Lovely, thank you',
  timestamp: 1_740_996_100,
};

/** The thread as the server stores it: reads answer what was stored when they were made. */
function threadServer() {
  let stored = waitingDetail({ status: 'human', assigneeId: 'user-1' });
  const pending: (() => void)[] = [];
  return {
    store(message: typeof customerMessage) {
      stored = { ...stored, messages: [...stored.messages, { ...message, sources: [] }] };
    },
    /** A read answered with what is stored now, delivered when `deliverAll` is called. */
    read: () =>
      new Promise<ConversationDetail>((resolve) => {
        const answer = stored;
        pending.push(() => resolve(answer));
      }),
    deliverAll() {
      for (const release of pending.splice(0)) release();
    },
  };
}

let client: QueryClient;
afterEach(() => client?.clear());

const contents = () =>
  client.getQueryData<ConversationDetail>(key)?.messages.map((message) => message.content) ?? [];

describe('a live message in the open thread', () => {
  it('stays when a read of the thread made before it was stored lands after it', async () => {
    const server = threadServer();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The open thread, as the inbox shows it: an observed query.
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    server.deliverAll();
    await expect.poll(contents).toHaveLength(3);

    // The member's reply reads the thread again; the read is answered before the customer's
    // next message is stored, and arrives after its live event.
    void client.invalidateQueries({ queryKey: key });
    server.store(customerMessage);
    applyLiveEvent(
      { queryClient: client, organizationId: ORGANIZATION, userId: 'user-1' },
      { type: 'message', conversationId: WAITING_ID, message: customerMessage },
    );
    expect(contents()).toContain('Lovely, thank you');
    await expect
      .poll(() => {
        server.deliverAll();
        return client.isFetching({ queryKey: key });
      })
      .toBe(0);
    expect(contents()).toContain('Lovely, thank you');
    unsubscribe();
  });
});
