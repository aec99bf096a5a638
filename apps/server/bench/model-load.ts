/**
 * A closed-loop HTTP load: `concurrency` clients, each sending its next request when its last
 * answer has ended, over kept-alive connections (node:http, one socket a client). Each exchange
 * is timed from the request's start to the answer's last byte (a whole event stream included).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Exchange {
  id: number;
  ms: number;
  /** Why the answer is not the one expected; none when it is. */
  error?: string;
}

export interface LoadOptions {
  baseUrl: string;
  concurrency: number;
  /** Each client sends until this time (Date.now()), or `requestsEach` requests. */
  until?: number;
  requestsEach?: number;
  /**
   * The clients start spread over this time rather than at once: customers do not all ask at the
   * same instant, and a model that always takes the same time would otherwise keep them in step,
   * every turn arriving in one wave.
   */
  rampMs?: number;
  /** The request of exchange `id` (numbered from 0 across clients). */
  request(id: number): { path: string; headers: Record<string, string>; body: string };
  /** Why the answer is wrong, or undefined when it is right. */
  check(status: number, body: string): string | undefined;
}

const REQUEST_TIMEOUT_MS = 60_000;

function post(
  agent: http.Agent,
  url: URL,
  request: ReturnType<LoadOptions['request']>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: request.path,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('timeout')));
    sent.on('error', reject);
    sent.end(request.body);
  });
}

export async function runLoad(options: LoadOptions): Promise<Exchange[]> {
  const url = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const exchanges: Exchange[] = [];
  let next = 0;
  const isDone = (sent: number) =>
    options.until !== undefined ? Date.now() >= options.until : sent >= (options.requestsEach ?? 1);
  async function client(index: number) {
    const startAfter = ((options.rampMs ?? 0) * index) / options.concurrency;
    if (startAfter > 0) await new Promise((resolve) => setTimeout(resolve, startAfter));
    for (let sent = 0; !isDone(sent); sent++) {
      const id = next++;
      const startedAt = performance.now();
      try {
        const answer = await post(agent, url, options.request(id));
        const error = options.check(answer.status, answer.body);
        exchanges.push({ id, ms: performance.now() - startedAt, ...(error ? { error } : {}) });
      } catch (error) {
        const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        exchanges.push({ id, ms: performance.now() - startedAt, error: why });
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: options.concurrency }, (_, index) => client(index)));
  } finally {
    // The load has ended: its connections too, so that what the server still holds is its own.
    agent.destroy();
  }
  return exchanges;
}

/** The p-th percentile (nearest rank) of unsorted values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
