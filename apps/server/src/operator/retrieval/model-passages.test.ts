import { describe, expect, it } from 'vitest';
import { knowledgeSent } from '../../../eval/evaluate';
import {
  addKnowledge,
  askOperator,
  call,
  signUpWithOrganization,
  useModelTestContext,
} from '../../../test/support/test-app';
import { MODEL_KNOWLEDGE_CHARACTERS, MODEL_PASSAGE_LIMIT } from './model-passages';

const { context, model } = useModelTestContext(
  { reply: 'Happy to help.' },
  {
    PUBLIC_API_RATE_LIMITS: 'off',
  },
);

async function businessWith(snippets: string[]) {
  const { token } = await signUpWithOrganization(context);
  for (const text of snippets) await addKnowledge(context, token, text);
  const key = await call(context.app, 'POST', '/api-keys', { token, body: { name: 'Site' } });
  return key.json().key as string;
}

describe('the knowledge a model is given', () => {
  it('is the whole knowledge, the best passages first, when it fits the budget', async () => {
    const key = await businessWith([
      'Seniors aged 65 and over get 15% off every ticket.',
      'Our harbour cruise leaves at 10am and 2pm from Pier 4.',
      'Parking is free in the lot behind the ticket office.',
    ]);
    await askOperator(context.app, key, 'when does the cruise leave');
    const knowledge = knowledgeSent(model);
    // The passage about the cruise is ranked first; the others follow, though they share no word.
    expect(knowledge.indexOf('harbour cruise')).toBeLessThan(knowledge.indexOf('Seniors'));
    expect(knowledge).toContain('15% off');
    expect(knowledge).toContain('Parking is free');
  });

  it('gives the whole knowledge as context, but names as sources only what was found', async () => {
    const key = await businessWith([
      'Seniors aged 65 and over get 15% off every ticket.',
      'Our harbour cruise leaves at 10am and 2pm from Pier 4.',
      'Parking is free in the lot behind the ticket office.',
    ]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: key },
      payload: { message: 'when does the cruise leave' },
    });
    expect(knowledgeSent(model)).toContain('Parking is free');
    const sources = response.json().messages[1].sources as { excerpt: string }[];
    expect(sources.map((source) => source.excerpt)).toEqual([
      'Our harbour cruise leaves at 10am and 2pm from Pier 4.',
    ]);
  });

  it('is the best passages within the budget when the whole knowledge is longer', async () => {
    // Thirty snippets of about 700 characters: twice the budget.
    const filler = (i: number) =>
      `${`Room ${i} of our venue seats ${20 + i} guests. `.repeat(14)}Room ${i} has its own code.`;
    const snippets = Array.from({ length: 30 }, (_, i) => filler(i));
    expect(snippets.join('').length).toBeGreaterThan(MODEL_KNOWLEDGE_CHARACTERS);
    const key = await businessWith(snippets);
    await askOperator(context.app, key, 'how many guests does room 7 seat');
    const knowledge = knowledgeSent(model);
    expect(knowledge).toContain('Room 7 of our venue seats 27 guests');
    expect(knowledge.length).toBeLessThanOrEqual(MODEL_KNOWLEDGE_CHARACTERS + 1000);
    expect((knowledge.match(/\[\d+\]/g) ?? []).length).toBeLessThanOrEqual(MODEL_PASSAGE_LIMIT + 1);
  });

  it('is read once, and again only after the knowledge changed', async () => {
    const { token } = await signUpWithOrganization(context);
    await addKnowledge(context, token, 'Our harbour cruise leaves at 10am and 2pm from Pier 4.');
    const key = await call(context.app, 'POST', '/api-keys', { token, body: { name: 'Site' } });
    const ask = (question: string) => askOperator(context.app, key.json().key, question);
    /** The statement that reads the whole knowledge (the passages in their snippets' order). */
    const readsWhole = (statements: string[]) =>
      statements.filter((s) =>
        /from "content_passages" inner join "contents"[\s\S]* order by /.test(s),
      );
    expect(
      readsWhole(await context.recordQueries(() => ask('when does the cruise leave'))),
    ).toHaveLength(1);
    expect(readsWhole(await context.recordQueries(() => ask('where is the pier')))).toHaveLength(0);
    expect(knowledgeSent(model)).toContain('harbour cruise');

    await addKnowledge(context, token, 'Parking is free in the lot behind the ticket office.');
    expect(readsWhole(await context.recordQueries(() => ask('where is the pier')))).toHaveLength(1);
    expect(knowledgeSent(model)).toContain('Parking is free');
  });
});
