import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FrontdeskChat } from './frontdesk-chat';
import {
  answerWith,
  apiError,
  CONVERSATIONS,
  fakeServerForEachTest,
  LOOKUP,
  lookupAnswers,
  sendEvent,
  sendJson,
  startEvents,
} from './test/fake-server';
import { openChat, renderChat } from './test/render-chat';
import type { ChatError, FrontdeskChatProps } from './types';

const server = fakeServerForEachTest({ answerLookup: true });

async function sendFromOpenChat(text: string, props: Partial<FrontdeskChatProps> = {}) {
  const { user } = await openChat(server, props);
  await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

const sentBodies = () => server.requests.filter((r) => r.path === CONVERSATIONS).map((r) => r.body);

describe('FrontdeskChat when something fails', () => {
  it('keeps the typed text after a failed send, and Retry sends it', async () => {
    server.on(CONVERSATIONS, (_request, response) =>
      sendJson(response, 500, apiError(500, 'internal_error', 'Something went wrong')),
    );
    const onError = vi.fn();
    const user = await sendFromOpenChat('Where is my order?', { onError });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Where is my order?');
    expect(screen.queryByText('Where is my order?', { selector: 'p' })).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ statusCode: 500, code: 'internal_error' }),
    );

    answerWith(server, 'It ships today.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('It ships today.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(sentBodies()).toEqual([
      { message: 'Where is my order?', locale: 'en-US' },
      { message: 'Where is my order?', locale: 'en-US' },
    ]);
  });

  it('says plainly when the key does not allow this website (403)', async () => {
    server.on(CONVERSATIONS, (_request, response) =>
      sendJson(
        response,
        403,
        apiError(403, 'forbidden', 'This origin is not allowed for this API key.'),
      ),
    );
    await sendFromOpenChat('Hello');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This website is not allowed to use this chat.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("does not blame the website when the business's plan is used up (403 quota)", async () => {
    server.on(CONVERSATIONS, (_request, response) =>
      sendJson(response, 403, apiError(403, 'quota_exceeded', "Your plan's limit is reached.")),
    );
    await sendFromOpenChat('Hello');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This chat is not available right now.',
    );
  });

  it('asks the customer to slow down on 429, passing Retry-After on', async () => {
    server.on(CONVERSATIONS, (_request, response) =>
      sendJson(response, 429, apiError(429, 'too_many_requests', 'Too many requests.'), {
        'Retry-After': '30',
      }),
    );
    const onError = vi.fn<(error: ChatError) => void>();
    await sendFromOpenChat('Hello', { onError });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Please wait a moment.',
    );
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ statusCode: 429, retryAfter: 30 });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('shows the reason when the server refuses the message itself (400)', async () => {
    server.on(CONVERSATIONS, (_request, response) =>
      sendJson(response, 400, apiError(400, 'validation_error', 'Message is required.')),
    );
    await sendFromOpenChat('Hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('Message is required.');
  });

  it('drops a reply that breaks off with an error event, and keeps the text', async () => {
    server.on(CONVERSATIONS, (_request, response) => {
      startEvents(response);
      sendEvent(response, 'delta', { text: 'Half an ans' });
      sendEvent(response, 'error', apiError(503, 'service_unavailable', 'Unavailable.'));
      response.end();
    });
    await sendFromOpenChat('Hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByText('Half an ans')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('treats a stream that ends without an answer as broken off', async () => {
    server.on(CONVERSATIONS, (_request, response) => {
      startEvents(response);
      sendEvent(response, 'delta', { text: 'Half' });
      response.end();
    });
    await sendFromOpenChat('Hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the chat.');
  });

  it('tells the customer when the server cannot be reached', async () => {
    await server.close();
    const { user } = renderChat(server, { defaultOpen: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the chat. Check your connection and try again.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the chat.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('reports a refused website as soon as the panel opens, and Retry asks again', async () => {
    server.on(LOOKUP, (_request, response) =>
      sendJson(response, 403, apiError(403, 'forbidden', 'This origin is not allowed.')),
    );
    const { user } = renderChat(server, { title: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This website is not allowed to use this chat.',
    );
    expect(screen.getByRole('heading', { name: 'Acme' })).toBeInTheDocument();

    lookupAnswers(server, null);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FrontdeskChat behind a browser that hides the answer', () => {
  it('tells a refused website so, when the browser blocks the reply but the server is up', async () => {
    // What a browser does with the API's answer to an origin its key refuses (no CORS headers):
    // the call fails like a network error, while a no-cors request still gets through.
    const fetchStub = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null);
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchStub);
    try {
      render(
        <FrontdeskChat apiKey="fd_pk_test" baseUrl="https://api.frontdesk.test" defaultOpen />,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This website is not allowed to use this chat.',
      );
      expect(fetchStub.mock.calls.map(([url, init]) => [url, init?.mode])).toEqual([
        ['https://api.frontdesk.test/api/v1/conversations/lookup', undefined],
        ['https://api.frontdesk.test/api/v1/conversations/lookup', 'no-cors'],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
