import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Words that mean the same thing share a dimension, so texts with no word in common can still be
 * close: what a real embedding model does, reduced to something a test can reason about.
 */
const CONCEPTS: string[][] = [
  ['car', 'cars', 'vehicle', 'vehicles', 'automobile', 'automobiles'],
  ['fix', 'repair', 'repairs', 'mend', 'service'],
  ['price', 'cost', 'costs', 'fee', 'fees'],
  ['open', 'hours', 'opening'],
  ['dog', 'dogs', 'puppy', 'pet', 'pets'],
  ['wash', 'grooming', 'bath'],
];
const DIMENSIONS = CONCEPTS.length + 1;

function embed(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const concept = CONCEPTS.findIndex((words) => words.includes(word));
    vector[concept === -1 ? DIMENSIONS - 1 : concept]! += concept === -1 ? 0.05 : 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

/** A loopback server speaking the OpenAI embeddings wire protocol (POST /v1/embeddings). */
export async function startEmbeddingsServer() {
  let calls = 0;
  /** While set, requests wait for it: a provider slower than any request should wait for. */
  let held: Promise<void> | undefined;
  let release = () => {};
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || !request.url?.endsWith('/embeddings')) {
      response.writeHead(404).end();
      return;
    }
    calls += 1;
    await held;
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      input: string[] | string;
      model: string;
    };
    const inputs = Array.isArray(body.input) ? body.input : [body.input];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        object: 'list',
        model: body.model,
        data: inputs.map((input, index) => ({
          object: 'embedding',
          index,
          embedding: embed(input),
        })),
        usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    /** Holds every embedding request until `release()`. */
    hold() {
      held = new Promise((resolve) => {
        release = () => {
          held = undefined;
          resolve();
        };
      });
    },
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
