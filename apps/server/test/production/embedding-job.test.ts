/**
 * In hybrid mode, new knowledge is embedded by a job: adding a snippet answers without waiting
 * for the embedding provider, and the snippet is found by meaning once the job has run.
 */
import { describe, expect, it } from 'vitest';
import { useEmbeddingsTestContext } from '../support/embeddings-test-context';
import { call, signUpWithOrganization } from '../support/test-app';

// pgvector is there on PGlite only (Debian's PostgreSQL here has none).
const hasVector = process.env.TEST_DB !== 'postgres';

describe.skipIf(!hasVector)('embeddings of new knowledge', () => {
  const { context, embeddings } = useEmbeddingsTestContext();

  it('are made after the answer, by a job, and then found by meaning', async () => {
    const { token } = await signUpWithOrganization(context);
    embeddings.hold();
    const started = Date.now();
    const added = await call(context.app, 'POST', '/contents', {
      token,
      body: { text: 'We repair automobiles of every brand.' },
    });
    expect(added.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    // The provider has the request and has not answered: the job is still running.
    await expect.poll(() => embeddings.calls()).toBeGreaterThanOrEqual(1);
    expect((await context.jobs.counts('knowledge-embed')).active).toBe(1);

    embeddings.release();
    await context.jobs.drain();
    const turn = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'Can you fix my car?' },
    });
    expect(turn.json().messages[1].content).toContain('We repair automobiles of every brand.');
  });
});
