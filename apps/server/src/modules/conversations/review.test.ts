import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { conversations } from '../../platform/db/schema';

const context = useTestContext();

async function startConversation(token: string, message = 'Hello there') {
  const response = await call(context.app, 'POST', '/playground/conversations', {
    token,
    body: { message },
  });
  return response.json().conversationId as string;
}

const list = (token: string, query = '', headers: Record<string, string> = {}) =>
  call(context.app, 'GET', `/conversations${query}`, { token, headers });

describe('conversation review', () => {
  it('lists conversations with their message counts, newest first, and shows one in seconds', async () => {
    const { token } = await signUpWithOrganization(context);
    const first = await startConversation(token);
    const second = await startConversation(token);
    const response = await list(token);
    expect(response.json().results.map((c: { id: string }) => c.id)).toEqual([second, first]);
    expect(response.json().results[0]).toMatchObject({ messagesLength: 2 });

    const detail = await call(context.app, 'GET', `/conversations/${first}`, { token });
    const [question, answer] = detail.json().messages;
    expect(question).toMatchObject({ role: 'user', content: 'Hello there' });
    expect(answer.role).toBe('assistant');
    expect(question.timestamp).toBeLessThan(10_000_000_000); // epoch seconds
  });

  it('filters by id substring, case-insensitively, and by archived', async () => {
    const { token } = await signUpWithOrganization(context);
    const id = await startConversation(token);
    const other = await startConversation(token);
    const fragment = id.slice(4, 12).toUpperCase();
    expect(
      (await list(token, `?search=${fragment}`)).json().results.map((c: { id: string }) => c.id),
    ).toEqual([id]);
    expect((await list(token, '?search=%25')).json().results).toEqual([]);

    const archived = await call(context.app, 'PATCH', `/conversations/${id}/archive`, { token });
    expect(archived.json()).toEqual({ id, archived: true });
    expect(
      (await list(token, '?archived=true')).json().results.map((c: { id: string }) => c.id),
    ).toEqual([id]);
    expect(
      (await list(token, '?archived=false')).json().results.map((c: { id: string }) => c.id),
    ).toEqual([other]);
    expect((await list(token, '?archived=maybe')).statusCode).toBe(400);
  });

  it("filters by whole days in the caller's time zone", async () => {
    const { token, organization } = await signUpWithOrganization(context);
    const id = await startConversation(token);
    // 2025-03-10 23:30 in New York is 2025-03-11 03:30 UTC.
    await context.database.db
      .update(conversations)
      .set({ updatedAt: new Date('2025-03-11T03:30:00Z') })
      .where(eq(conversations.id, id));
    const ny = { 'x-timezone': 'America/New_York' };
    const march10 = Date.parse('2025-03-10T12:00:00-04:00');
    const march11 = Date.parse('2025-03-11T12:00:00-04:00');
    const ids = async (query: string, headers = ny) =>
      (await list(token, query, headers)).json().results.map((c: { id: string }) => c.id);
    expect(await ids(`?startDate=${march10}`)).toEqual([id]);
    expect(await ids(`?startDate=${march10}&endDate=${march10}`)).toEqual([id]);
    expect(await ids(`?startDate=${march11}`)).toEqual([]);
    expect(await ids(`?startDate=${march11}`, { 'x-timezone': 'UTC' })).toEqual([id]);
    expect(await ids(`?startDate=${march10}`, { 'x-timezone': 'Not/AZone' })).toEqual([]);
    expect(organization.id).toBeTruthy();
    await context.database.db.execute(sql`select 1`);
  });

  it('deletes a conversation with its messages', async () => {
    const { token } = await signUpWithOrganization(context);
    const id = await startConversation(token);
    expect((await call(context.app, 'DELETE', `/conversations/${id}`, { token })).statusCode).toBe(
      204,
    );
    expect((await call(context.app, 'GET', `/conversations/${id}`, { token })).statusCode).toBe(
      404,
    );
    expect((await list(token)).json().results).toEqual([]);
  });

  it("answers 404 to every call on another tenant's conversation", async () => {
    const owner = await signUpWithOrganization(context);
    const stranger = await signUpWithOrganization(context);
    const id = await startConversation(owner.token);
    for (const [method, path] of [
      ['GET', `/conversations/${id}`],
      ['PATCH', `/conversations/${id}/archive`],
      ['DELETE', `/conversations/${id}`],
    ] as const) {
      expect((await call(context.app, method, path, { token: stranger.token })).statusCode).toBe(
        404,
      );
    }
    expect((await list(stranger.token)).json().results).toEqual([]);
    expect(
      (await call(context.app, 'GET', `/conversations/${id}`, { token: owner.token })).json()
        .archived,
    ).toBe(false);
  });
});
