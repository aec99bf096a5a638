import type { ConversationDetail, InboxConversation, InboxList } from '@frontdesk/contracts';

// The inbox feature's test data: one customer waiting, and their conversation.

export const WAITING_ID = 'c0ffee00-1111-4000-8000-000000000001';

export const waitingRow: InboxConversation = {
  id: WAITING_ID,
  status: 'waiting',
  assigneeId: null,
  assigneeName: null,
  customerName: null,
  customerEmail: null,
  channel: 'api',
  lastMessage: { content: 'Can I talk to a person please?', sender: 'customer', timestamp: 1 },
  waitingSince: new Date(Date.now() - 3 * 60_000).toISOString(),
  updated_at: '2025-03-03T10:00:00.000Z',
};

export function inboxList(results: InboxConversation[]): InboxList {
  const waiting = results.filter((row) => row.status === 'waiting').length;
  return { results, counts: { waiting, mine: 0, all: results.length } };
}

export function waitingDetail(
  state: Pick<ConversationDetail, 'status' | 'assigneeId'>,
): ConversationDetail {
  return {
    id: WAITING_ID,
    archived: false,
    channel: 'api',
    created_at: '2025-03-03T09:58:00.000Z',
    updated_at: '2025-03-03T10:00:00.000Z',
    visitor: null,
    ...state,
    messages: [
      {
        id: 'm1',
        role: 'user',
        sender: 'customer',
        content: 'Can I talk to a person please?',
        timestamp: 1_740_996_000,
        sources: [],
      },
      {
        id: 'm2',
        role: 'assistant',
        sender: 'system',
        content: "I'm connecting you with a person from our team.",
        timestamp: 1_740_996_001,
        sources: [],
      },
      {
        id: 'm3',
        role: 'note',
        sender: 'note',
        senderName: 'Grace Hopper',
        content: 'Regular customer, be nice.',
        timestamp: 1_740_996_002,
        sources: [],
      },
    ],
  };
}

export const team = {
  members: [
    { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner', joinedAt: '' },
    {
      id: 'user-2',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'editor',
      joinedAt: '',
    },
    { id: 'user-3', name: 'Vic Viewer', email: 'vic@example.com', role: 'viewer', joinedAt: '' },
  ],
  invitations: [],
};
