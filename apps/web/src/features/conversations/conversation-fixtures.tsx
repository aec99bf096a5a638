import type { ConversationDetail, ConversationSummary } from '@frontdesk/contracts';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { type StubHandler, type StubResponse, signedInAs, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { ConversationsPage } from './conversations-page';

// Shared by this feature's tests only.

export const PATH = '/dashboard/conversations';
export const LIST = 'GET /api/v1/conversations';

export const first: ConversationSummary = {
  id: 'c0ffee00-1111-4000-8000-000000000001',
  messagesLength: 2,
  updated_at: '2025-03-03T10:00:00.000Z',
};
export const second: ConversationSummary = {
  id: 'beef0000-2222-4000-8000-000000000002',
  messagesLength: 1,
  updated_at: '2025-03-02T09:00:00.000Z',
};

export function detailOf(summary: ConversationSummary): ConversationDetail {
  return {
    id: summary.id,
    archived: false,
    channel: 'api',
    created_at: '2025-03-01T08:00:00.000Z',
    updated_at: summary.updated_at,
    messages: [
      {
        id: `${summary.id}-m1`,
        role: 'user',
        content: `Do you ship to Canada? (${summary.id.slice(0, 4)})`,
        timestamp: 1_740_816_000,
        sources: [],
      },
      {
        id: `${summary.id}-m2`,
        role: 'assistant',
        content: 'Yes, we ship to Canada within five days.',
        timestamp: 1_740_816_005,
        sources: [{ contentId: 'k1', text: 'Shipping: we deliver to the US and Canada.' }],
      },
    ],
  };
}

/** Answers the detail of any conversation of `summaries` at GET /conversations/{id}. */
export function detailRoutes(summaries: ConversationSummary[]) {
  return Object.fromEntries(
    summaries.map((summary) => [
      `GET /api/v1/conversations/${summary.id}`,
      { body: detailOf(summary) },
    ]),
  ) as Record<string, StubResponse>;
}

export function renderConversations(
  routes: Record<string, StubHandler | StubResponse>,
  entry = PATH,
) {
  const stub = stubFetch({
    ...signedInAs({ active: true }),
    'GET /api/v1/organizations/me': { body: { id: 'org-1', name: 'Acme', description: '' } },
    ...routes,
  });
  return {
    ...stub,
    ...renderWithProviders([{ path: PATH, element: <ConversationsPage /> }], {
      initialEntries: [entry],
    }),
  };
}

/** The toast carrying a text. */
export function toastWith(text: string) {
  return waitFor(
    () => {
      const toast = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).find(
        (element) => element.textContent?.includes(text),
      );
      expect(toast).toBeDefined();
      return toast as HTMLElement;
    },
    { timeout: 5000 },
  );
}

/** Makes the viewport a phone's (or back to jsdom's 1024 px) for the breakpoint hook. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}
