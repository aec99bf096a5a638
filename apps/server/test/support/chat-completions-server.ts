import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  stream?: boolean;
  temperature?: number;
  messages: { role: string; content: string }[];
}

export interface ChatCompletionsBehaviour {
  /** The answer's text; streamed in a few chunks when the request asks for a stream. */
  reply: string;
  /** Answer with this HTTP status and an error body instead. */
  failWith?: number;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
}

async function readJson(request: IncomingMessage): Promise<ChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
}

/**
 * A real HTTP server on loopback speaking the OpenAI chat-completions wire protocol, streaming
 * (SSE chunks, then [DONE]) and not. It stands in for an outside model provider, nothing of ours.
 */
export async function startChatCompletionsServer(behaviour: ChatCompletionsBehaviour) {
  const requests: ChatRequest[] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    requests.push(body);
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour.failWith) {
      response.writeHead(behaviour.failWith, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }),
      );
      return;
    }
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: behaviour.reply },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of behaviour.reply.match(/\S+\s*/g) ?? [])
      response.write(chunk({ content: piece }));
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behaviour,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
