import { afterAll, beforeAll } from 'vitest';
import { startEmbeddingsServer } from './embeddings-server';
import { createTestContext, type TestContext } from './test-app';

export type EmbeddingsServer = Awaited<ReturnType<typeof startEmbeddingsServer>>;

/**
 * An application in hybrid retrieval mode, its embeddings from a loopback OpenAI-compatible server
 * (see embeddings-server.ts). Both are started before the first test of the file (or describe
 * block) and closed after its last; like useTestContext, the returned objects are filled in by
 * beforeAll.
 */
export function useEmbeddingsTestContext(): { context: TestContext; embeddings: EmbeddingsServer } {
  const context = {} as TestContext;
  const embeddings = {} as EmbeddingsServer;
  beforeAll(async () => {
    Object.assign(embeddings, await startEmbeddingsServer());
    Object.assign(
      context,
      await createTestContext({
        EMBEDDING_PROVIDER: 'openai-compatible',
        EMBEDDING_MODEL: 'test-embeddings',
        EMBEDDING_BASE_URL: embeddings.baseUrl,
      }),
    );
  });
  afterAll(async () => {
    // A request a test held and never let go would keep the application from closing.
    embeddings.release?.();
    await context.close?.();
    await embeddings.close?.();
  });
  return { context, embeddings };
}
