import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatMessage {
  role: string;
  content: string;
  /** An assistant message that called tools. */
  tool_calls?: ChatToolCall[];
  /** A tool result answers this call. */
  tool_call_id?: string;
}

export interface ChatRequest {
  model: string;
  stream?: boolean;
  temperature?: number;
  messages: ChatMessage[];
  /** The functions offered to the model, with their JSON schemas. */
  tools?: {
    type: 'function';
    function: { name: string; description?: string; parameters: object };
  }[];
}

/**
 * The business's own tools a request offered, by name: the handoff tool every turn offers a model
 * that can call tools (decision 024) is left out.
 */
export const businessToolsOffered = (request: ChatRequest): string[] =>
  (request.tools ?? [])
    .map((offered) => offered.function.name)
    .filter((name) => name !== 'talk_to_person');

export interface ChatCompletionsBehaviour {
  /** The answer's text; streamed in a few chunks when the request asks for a stream. */
  reply: string;
  /** Answer with this HTTP status and an error body instead. */
  failWith?: number;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
  /**
   * Stall mid-answer, as a model whose server hangs: streamed, send this many of the answer's
   * deltas and then nothing more; not streamed, the head and the first half of the body. The
   * socket stays open until the caller hangs up.
   */
  stallAfterDeltas?: number;
  /**
   * When a tool of this name is offered: call it first (a `tool_calls` answer with these
   * arguments), then answer text that includes its result.
   */
  toolCall?: { name: string; arguments: Record<string, unknown> | string };
  /**
   * Call `toolCall` even when it was not offered, as a model talked into it would (the tool's
   * name is no secret): the server must still never run it.
   */
  callEvenIfNotOffered?: boolean;
  /** How many tool results to collect before answering text (default 1). */
  toolCallRounds?: number;
  /** The text once the tool answered; by default the reply followed by the tool's result. */
  answerWithToolResult?: (result: string) => string;
}

/** What the model "decides" for this request: call the tool, or answer text. */
function nextMove(behaviour: ChatCompletionsBehaviour, body: ChatRequest, callId: string) {
  const results = body.messages.filter((m) => m.role === 'tool');
  const call = behaviour.toolCall;
  const offered =
    call &&
    (behaviour.callEvenIfNotOffered || body.tools?.some((t) => t.function.name === call.name));
  if (call && offered && results.length < (behaviour.toolCallRounds ?? 1)) {
    const args =
      typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    const toolCall: ChatToolCall = {
      id: callId,
      type: 'function',
      function: { name: call.name, arguments: args },
    };
    return { toolCall, text: '' };
  }
  const result = results.at(-1)?.content;
  if (result === undefined) return { text: behaviour.reply };
  return {
    text: behaviour.answerWithToolResult?.(result) ?? `${behaviour.reply} Tool result: ${result}`,
  };
}

/** One answer that has ended, with the model's own time for it: from its request's head to its end. */
export interface EndedAnswer {
  /** The last user message: what a caller tags to pair its own timing with this one. */
  question: string;
  stream: boolean;
  ms: number;
  /** False when the caller hung up before the answer was whole. */
  complete: boolean;
}

export interface ChatCompletionsServerOptions {
  /**
   * Keep every request body in `requests` (true by default: tests read them); a benchmark sends
   * too many to keep.
   */
  keepRequests?: boolean;
  onEnded?(answer: EndedAnswer): void;
}

async function readJson(request: IncomingMessage): Promise<ChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
}

/**
 * A real HTTP server on loopback speaking the OpenAI chat-completions wire protocol, streaming
 * (SSE chunks, then [DONE]) and not, tool calls included. It stands in for an outside model
 * provider, nothing of ours.
 */
export async function startChatCompletionsServer(
  behaviour: ChatCompletionsBehaviour,
  options: ChatCompletionsServerOptions = {},
) {
  const requests: ChatRequest[] = [];
  let answered = 0;
  /** When each request whose caller hung up before its answer was complete was abandoned. */
  const abandoned: number[] = [];
  /** The sockets callers hold open to it now, kept-alive ones included. */
  const sockets = new Set<Socket>();
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const receivedAt = performance.now();
    const body = await readJson(request);
    if (options.keepRequests !== false) requests.push(body);
    answered += 1;
    response.on('close', () => {
      const complete = response.writableFinished;
      if (!complete) abandoned.push(Date.now());
      const question = body.messages.findLast((m) => m.role === 'user')?.content ?? '';
      const ms = performance.now() - receivedAt;
      options.onEnded?.({ question, stream: Boolean(body.stream), ms, complete });
    });
    if (behaviour.delayMs) {
      // The delay ends early when the caller hangs up: nothing is left to answer.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, behaviour.delayMs);
        response.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (response.destroyed) return;
    }
    if (behaviour.failWith) {
      response.writeHead(behaviour.failWith, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }),
      );
      return;
    }
    const id = `chatcmpl-${answered}`;
    const created = Math.floor(Date.now() / 1000);
    const move = nextMove(behaviour, body, `call_${answered}`);
    const finish = move.toolCall ? 'tool_calls' : 'stop';
    const stalls = behaviour.stallAfterDeltas !== undefined;
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      const whole = JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [
          {
            index: 0,
            message: move.toolCall
              ? { role: 'assistant', content: null, tool_calls: [move.toolCall] }
              : { role: 'assistant', content: move.text },
            finish_reason: finish,
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      });
      if (stalls) response.write(whole.slice(0, whole.length / 2));
      else response.end(whole);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finishReason: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }));
    if (move.toolCall) {
      // The call's id and name first, then its arguments in pieces, as providers stream them.
      const { id: callId, function: fn } = move.toolCall;
      response.write(
        chunk({
          tool_calls: [
            { index: 0, id: callId, type: 'function', function: { name: fn.name, arguments: '' } },
          ],
        }),
      );
      for (const piece of fn.arguments.match(/.{1,8}/gs) ?? [])
        response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
    } else {
      const pieces = move.text.match(/\S+\s*/g) ?? [];
      for (const piece of pieces.slice(0, behaviour.stallAfterDeltas))
        response.write(chunk({ content: piece }));
    }
    if (stalls) return;
    response.write(chunk({}, finish));
    response.end('data: [DONE]\n\n');
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned,
    behaviour,
    openSockets: () => sockets.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
