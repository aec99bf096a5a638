import { describe, expect, it } from 'vitest';
import { useEmbeddingsTestContext } from '../../../test/support/embeddings-test-context';
import { addKnowledge, call, signUpWithOrganization } from '../../../test/support/test-app';
import { fuseByReciprocalRank } from './fusion';

const { context, embeddings } = useEmbeddingsTestContext();

// Debian's PostgreSQL here has no pgvector: there the same configuration must fall back to full text.
const hasVector = process.env.TEST_DB !== 'postgres';

describe('hybrid retrieval', () => {
  it('finds a passage by meaning when it shares no word with the question', async () => {
    const { token } = await signUpWithOrganization(context);
    await addKnowledge(context, token, 'We repair automobiles of every brand.');
    await addKnowledge(context, token, 'Dog grooming on Saturdays.');
    const turn = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'Can you fix my car?' },
    });
    const answer = turn.json().messages[1].content as string;
    // Full text finds it too now ("fix" is a repair, WordNet's "car" an automobile); the vector
    // side must have been asked all the same where it exists.
    expect(answer).toContain('We repair automobiles of every brand.');
    if (hasVector) {
      expect(embeddings.calls()).toBeGreaterThanOrEqual(3);
    } else {
      expect(context.logs.join('\n')).toContain('no vector extension');
    }
  });

  it("never returns another tenant's passages by similarity", async () => {
    const owner = await signUpWithOrganization(context);
    const stranger = await signUpWithOrganization(context);
    await addKnowledge(context, owner.token, 'Vehicle repairs cost $90 an hour.');
    const turn = await call(context.app, 'POST', '/playground/conversations', {
      token: stranger.token,
      body: { message: 'What does it cost to fix a car?' },
    });
    expect(turn.json().messages[1].content).not.toContain('$90');
  });
});

describe('reciprocal rank fusion', () => {
  const p = (id: string) => ({ passageId: id, contentId: 'c', text: id, rank: 0 });
  it('prefers what both methods rank well over what one ranks first', () => {
    const fused = fuseByReciprocalRank(
      [
        [p('a'), p('b'), p('c')],
        [p('x'), p('b'), p('a')],
      ],
      3,
    );
    expect(fused.map((f) => f.passageId)).toEqual(['a', 'b', 'x']);
  });
});
