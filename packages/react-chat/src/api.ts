import {
  CONVERSATIONS_PATH,
  type Conversation,
  type ErrorBody,
  LOOKUP_PATH,
  type LookupBody,
  type LookupResponse,
  type SendBody,
} from './contract';
import { readEvents } from './sse';
import type { ChatError } from './types';

export interface Client {
  baseUrl: string;
  apiKey: string;
}

export function createError(statusCode: number, code: string, message: string): ChatError {
  return Object.assign(new Error(message), { name: 'ChatError', statusCode, code });
}

const networkError = () =>
  createError(0, 'network_error', 'The chat could not be reached, or its reply broke off.');

async function post(
  client: Client,
  path: string,
  body: SendBody | LookupBody,
  signal?: AbortSignal,
  accept = 'application/json',
): Promise<Response> {
  const url = client.baseUrl.replace(/\/+$/, '') + path;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: client.apiKey, 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body),
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
  return (await post(client, LOOKUP_PATH, body)).json();
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
  const response = await post(client, CONVERSATIONS_PATH, body, signal, 'text/event-stream');
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
