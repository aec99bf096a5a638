import { describe, expect, it } from 'vitest';
import {
  addKnowledge,
  call,
  signUpWithOrganization,
  useTestContext,
} from '../../../test/support/test-app';
import { CONTENT_LIST_LIMIT } from '../../operator/retrieval/content-store';
import { searchPassages } from '../../operator/retrieval/full-text';
import { contents } from '../../platform/db/schema';

const context = useTestContext();

const CLEANING =
  'A standard dental cleaning costs $120. Deep cleanings are priced from $250 per quadrant.';
const HOURS = 'We are open Monday to Friday from 8am to 6pm, and Saturdays from 9am to 1pm.';

describe('knowledge contents', () => {
  it('adds, lists newest first and deletes snippets', async () => {
    const { token } = await signUpWithOrganization(context);
    const first = await call(context.app, 'POST', '/contents', { token, body: { text: HOURS } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: HOURS });
    const second = await call(context.app, 'POST', '/contents', {
      token,
      body: { text: CLEANING },
    });
    const list = await call(context.app, 'GET', '/contents', { token });
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([
      second.json().id,
      first.json().id,
    ]);

    const removed = await call(context.app, 'DELETE', `/contents/${first.json().id}`, { token });
    expect(removed.statusCode).toBe(204);
    expect((await call(context.app, 'GET', '/contents', { token })).json()).toHaveLength(1);
    const again = await call(context.app, 'DELETE', `/contents/${first.json().id}`, { token });
    expect(again.statusCode).toBe(404);
  });

  it('lists at most the newest CONTENT_LIST_LIMIT snippets, however many are stored', async () => {
    const { token, organization } = await signUpWithOrganization(context);
    const start = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: CONTENT_LIST_LIMIT + 20 }, (_, i) => ({
      organizationId: organization.id,
      text: `Snippet ${i}`,
      createdAt: new Date(start + i * 1000),
    }));
    await context.database.db.insert(contents).values(rows);
    const list = await call(context.app, 'GET', '/contents', { token });
    expect(list.statusCode).toBe(200);
    const items = list.json() as { text: string }[];
    expect(items).toHaveLength(CONTENT_LIST_LIMIT);
    expect(items[0]!.text).toBe(`Snippet ${CONTENT_LIST_LIMIT + 19}`);
    expect(items.at(-1)!.text).toBe('Snippet 20');
  });

  it('rejects blank and over-long text with 400', async () => {
    const { token } = await signUpWithOrganization(context);
    for (const text of ['', '   \n ', 'x'.repeat(5001)]) {
      const response = await call(context.app, 'POST', '/contents', { token, body: { text } });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await call(context.app, 'POST', '/contents', { token, body: { text: 'x'.repeat(5000) } }))
        .statusCode,
    ).toBe(201);
  });

  it("answers 404 for another tenant's snippet and never lists it", async () => {
    const owner = await signUpWithOrganization(context, 'Owner Co');
    const stranger = await signUpWithOrganization(context, 'Stranger Co');
    const created = await call(context.app, 'POST', '/contents', {
      token: owner.token,
      body: { text: HOURS },
    });
    const id = created.json().id;
    expect(
      (await call(context.app, 'DELETE', `/contents/${id}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await call(context.app, 'GET', '/contents', { token: stranger.token })).json()).toEqual(
      [],
    );
    expect(
      (await call(context.app, 'GET', '/contents', { token: owner.token })).json(),
    ).toHaveLength(1);
    expect(
      (await call(context.app, 'DELETE', '/contents/not-an-id', { token: owner.token })).statusCode,
    ).toBe(404);
  });
});

describe('retrieval', () => {
  it('finds the passage for a natural question that shares only some of its words', async () => {
    const { token, organization } = await signUpWithOrganization(context);
    await addKnowledge(context, token, HOURS);
    await addKnowledge(context, token, CLEANING);
    const passages = await searchPassages(
      context.database.db,
      organization.id,
      'How much is a cleaning without insurance?',
    );
    expect(passages[0]?.text).toContain('$120');
    expect(passages.some((p) => p.text.includes('Monday'))).toBe(false);
  });

  it("ranks the better match first and never returns another tenant's passages", async () => {
    const mine = await signUpWithOrganization(context);
    const theirs = await signUpWithOrganization(context);
    await addKnowledge(context, theirs.token, 'Cleaning prices: free cleaning for everyone.');
    await addKnowledge(context, mine.token, HOURS);
    await addKnowledge(context, mine.token, 'We are open on Saturdays too.');
    const passages = await searchPassages(
      context.database.db,
      mine.organization.id,
      'Are you open on Saturday mornings?',
    );
    expect(passages).toHaveLength(2);
    expect(passages.every((p) => !p.text.includes('free cleaning'))).toBe(true);
    expect(await searchPassages(context.database.db, mine.organization.id, 'the and of')).toEqual(
      [],
    );
  });

  it('splits long snippets so a question finds the part that answers it', async () => {
    const { token, organization } = await signUpWithOrganization(context);
    const filler =
      'Our team has served the community for many years with care and attention. '.repeat(12);
    const long = `${filler}\n\nParking is free in the garage behind the building.\n\n${filler}`;
    await call(context.app, 'POST', '/contents', { token, body: { text: long } });
    const [best] = await searchPassages(context.database.db, organization.id, 'Where can I park?');
    expect(best?.text).toBe('Parking is free in the garage behind the building.');
  });
});
