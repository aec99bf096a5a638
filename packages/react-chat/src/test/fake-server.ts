// A loopback HTTP server standing in for the Frontdesk API: the widget's real fetch, headers and
// server-sent events go over a real socket, and each test says how the server answers.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';
import type { Conversation } from '../contract';
import type { ChatMessage } from '../types';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
export type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Sets how the server answers a path from now on. */
  on(path: string, handler: Handler): void;
  close(): Promise<void>;
}

export const CONVERSATIONS = '/api/v1/conversations';
export const LOOKUP = '/api/v1/conversations/lookup';

export async function startFakeServer(): Promise<FakeServer> {
  const requests: ReceivedRequest[] = [];
  const handlers = new Map<string, Handler>();
  const server = createServer(async (incoming, response) => {
    let raw = '';
    for await (const chunk of incoming) raw += chunk;
    const request: ReceivedRequest = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      headers: incoming.headers,
      body: raw ? JSON.parse(raw) : {},
    };
    requests.push(request);
    const handler = handlers.get(request.path);
    if (handler) await handler(request, response);
    else sendJson(response, 404, apiError(404, 'not_found', 'Not found.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on: (path, handler) => handlers.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fresh fake server for each test of the calling file, closed after it. The object returned
 * stands for the server of the running test. With `answerLookup`, the lookup answers for an
 * operator named Ada with no conversation yet.
 */
export function fakeServerForEachTest({ answerLookup = false } = {}): FakeServer {
  let current: FakeServer | undefined;
  beforeEach(async () => {
    current = await startFakeServer();
    if (answerLookup) lookupAnswers(current, null);
  });
  afterEach(() => current?.close());
  const running = () => {
    if (!current) throw new Error('The fake server runs only during a test.');
    return current;
  };
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    get requests() {
      return running().requests;
    },
    on: (path, handler) => running().on(path, handler),
    close: () => running().close(),
  };
}

/** The lookup answers for an operator named Ada, with `conversation` as the stored one. */
export function lookupAnswers(server: FakeServer, conversation: Conversation | null) {
  server.on(LOOKUP, (_request, response) =>
    sendJson(response, 200, { operator: { name: 'Ada' }, conversation }),
  );
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export const apiError = (statusCode: number, code: string, message: string) => ({
  statusCode,
  code,
  error: 'Error',
  message,
});

/** Starts an event stream; write events with `sendEvent`, then end the response. */
export function startEvents(response: ServerResponse) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
}
export function sendEvent(response: ServerResponse, event: string, data: unknown) {
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
  role,
  content,
  timestamp: 1_750_000_000,
});

export function conversationOf(
  conversationId: string,
  messages: ChatMessage[],
  hasMore = false,
): Conversation {
  return {
    conversationId,
    messages,
    messagesCount: messages.length,
    hasMore,
    created_at: '2025-06-15T10:00:00.000Z',
    updated_at: '2025-06-15T10:00:05.000Z',
  };
}

/** A server that streams `reply` in pieces and keeps the conversation (`conv-1`). */
export function answerWith(server: FakeServer, ...pieces: string[]) {
  const history: ChatMessage[] = [];
  server.on(CONVERSATIONS, (request, response) => {
    history.push(message('user', String(request.body.message)));
    startEvents(response);
    for (const text of pieces) sendEvent(response, 'delta', { text });
    history.push(message('assistant', pieces.join('')));
    sendEvent(response, 'done', conversationOf('conv-1', history));
    response.end();
  });
}

/** A promise with its resolve handle: lets a test hold the server at one point. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
