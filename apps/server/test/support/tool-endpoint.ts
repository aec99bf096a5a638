import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedToolRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ToolEndpointAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
}

/**
 * A business's HTTP endpoint, for real, on loopback: it records what it received and answers what
 * the test says (JSON by default). It stands in for an outside service, nothing of ours.
 */
export async function startToolEndpoint(
  answer: (request: ReceivedToolRequest) => ToolEndpointAnswer = () => ({}),
) {
  const requests: ReceivedToolRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://endpoint.test');
    const received: ReceivedToolRequest = {
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(received);
    const reply = answer(received);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    response.writeHead(reply.status ?? 200, {
      'content-type': 'application/json',
      ...reply.headers,
    });
    response.end(reply.body ?? JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    url: (path = '/tool') => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ToolEndpoint = Awaited<ReturnType<typeof startToolEndpoint>>;
