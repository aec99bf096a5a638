import {
  CONVERSATIONS_PATH,
  type Conversation,
  conversationPath,
  type ErrorBody,
  type FeedbackBody,
  feedbackPath,
  type LiveEvent,
  LOOKUP_PATH,
  type LookupBody,
  type LookupResponse,
  type RatingBody,
  type SendBody,
} from './contract';
import { readEvents } from './sse';
import type { ChatError, ChatUser } from './types';

export interface Client {
  baseUrl: string;
  apiKey: string;
}

export function createError(statusCode: number, code: string, message: string): ChatError {
  return Object.assign(new Error(message), { name: 'ChatError', statusCode, code });
}

const networkError = () =>
  createError(0, 'network_error', 'The chat could not be reached, or its reply broke off.');

async function callApi(
  client: Client,
  path: string,
  body?: object,
  signal?: AbortSignal,
  accept = 'application/json',
  method = 'POST',
): Promise<Response> {
  const url = client.baseUrl.replace(/\/+$/, '') + path;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body
        ? { Authorization: client.apiKey, 'Content-Type': 'application/json', Accept: accept }
        : { Authorization: client.apiKey, Accept: accept },
      body: body && JSON.stringify(body),
      // No cookies: the key and the visitor's hash are the only credentials the API takes.
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // A browser hides why a cross-origin call failed, and the API sends no CORS headers to an
    // origin the key refuses. If the server answers a no-cors request, it is up: the refusal was
    // of this website.
    const isUp =
      new URL(url, location.href).origin !== location.origin &&
      (await fetch(url, { mode: 'no-cors', credentials: 'omit' }).then(
        () => true,
        () => false,
      ));
    throw isUp ? createError(403, 'forbidden', 'This origin is not allowed.') : networkError();
  }
  if (!response.ok) {
    const problem: Partial<ErrorBody> = await response.json().catch(() => ({}));
    const error = createError(
      response.status,
      problem.code ?? `http_${response.status}`,
      problem.message ?? response.statusText,
    );
    const wait = Number(response.headers.get('Retry-After'));
    if (wait > 0) error.retryAfter = wait;
    throw error;
  }
  return response;
}

/** The operator's name and the conversation to show again, if any. */
export async function lookupConversation(
  client: Client,
  body: LookupBody,
): Promise<LookupResponse> {
  return (await callApi(client, LOOKUP_PATH, body)).json();
}

/**
 * Sends the customer's message and streams the reply: `onDelta` gets each piece of text as it
 * is written; the promise resolves with the whole conversation once the server is done.
 */
export async function sendMessage(
  client: Client,
  body: SendBody,
  onDelta: (text: string) => void,
  signal: AbortSignal,
): Promise<Conversation> {
  const response = await callApi(client, CONVERSATIONS_PATH, body, signal, 'text/event-stream');
  if (!/event-stream/.test(response.headers.get('Content-Type') ?? '') || !response.body) {
    return response.json();
  }
  let result: Conversation | undefined;
  try {
    await readEvents(response.body, (event, data) => {
      const payload = JSON.parse(data);
      if (event === 'delta') onDelta(payload.text);
      else if (event === 'done') result = payload;
      else if (event === 'error') {
        const problem = payload as ErrorBody;
        throw createError(problem.statusCode, problem.code, problem.message);
      }
    });
  } catch (error) {
    if (signal.aborted || (error as Partial<ChatError>).statusCode !== undefined) throw error;
    throw networkError();
  }
  if (!result) throw networkError();
  return result;
}

/** The customer asks for a person: the conversation as it is now, with the notice. */
export async function requestPerson(
  client: Client,
  id: string,
  user?: ChatUser,
): Promise<Conversation> {
  return (await callApi(client, conversationPath(id, 'handoff'), { user })).json();
}

/** An email address to be answered at while the team is away. */
export async function leaveContact(
  client: Client,
  id: string,
  body: { email: string; user?: ChatUser },
): Promise<Conversation> {
  return (
    await callApi(client, conversationPath(id, 'contact'), body, undefined, undefined, 'PUT')
  ).json();
}

export async function rateConversation(client: Client, id: string, body: RatingBody) {
  await callApi(client, conversationPath(id, 'rating'), body);
}

/** 'Helpful' or 'Not helpful' on one of the operator's answers; a later call replaces it. */
export async function sendFeedback(
  client: Client,
  id: string,
  messageId: string,
  body: FeedbackBody,
) {
  await callApi(client, feedbackPath(id, messageId), body);
}

/** The customer is writing (the member who has the conversation sees it). */
export async function sendTyping(client: Client, id: string, user?: ChatUser) {
  await callApi(client, conversationPath(id, 'typing'), { user });
}

/**
 * Follows the conversation live until the stream ends or `signal` aborts: each event to
 * `onEvent`. A GET with the key in its header (which EventSource cannot send); a verified
 * visitor's id and hash go in the query, having no body to go in.
 */
export async function followConversation(
  client: Client,
  id: string,
  user: ChatUser | undefined,
  onEvent: (event: LiveEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const query = user
    ? `?userId=${encodeURIComponent(user.id)}&userHash=${encodeURIComponent(user.hash)}`
    : '';
  const path = conversationPath(id, 'events') + query;
  const response = await callApi(client, path, undefined, signal, 'text/event-stream', 'GET');
  if (response.body) await readEvents(response.body, (_event, data) => onEvent(JSON.parse(data)));
}
