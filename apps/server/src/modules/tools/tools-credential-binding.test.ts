// A sealed credential opens only in the row it was sealed for: copied into another tool or
// another organization's tool (a database write, a restored backup), it is unreadable there.
import { SECRET_MASK } from '@frontdesk/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { sealAsV1 } from '../../../test/support/test-secrets';
import { tools } from '../../platform/db/schema';
import { BEARER, lookupOrder, openStoredCredentials } from './tools-fixtures';

const context = useTestContext();

const storedRow = async (id: string) =>
  (await context.database.db.select().from(tools).where(eq(tools.id, id)))[0]!;

const setSealed = (id: string, sealed: string | null) =>
  context.database.db.update(tools).set({ sealedCredentials: sealed }).where(eq(tools.id, id));

async function createTool(token: string, name: string, bearerToken: string) {
  const created = await call(context.app, 'POST', '/tools', {
    token,
    body: lookupOrder({ name, bearerToken }),
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

/** A PATCH that keeps the stored token: it succeeds only if the stored value opens. */
const keepStored = (token: string, id: string, name: string) =>
  call(context.app, 'PATCH', `/tools/${id}`, {
    token,
    body: lookupOrder({ name, bearerToken: SECRET_MASK }),
  });

describe('sealed tool credentials', () => {
  it('do not open once moved to another tool or another organization', async () => {
    const acme = await signUpWithOrganization(context, 'Acme');
    const other = await signUpWithOrganization(context, 'Other');
    const source = await createTool(acme.token, 'source_tool', BEARER);
    const sibling = await createTool(acme.token, 'sibling_tool', 'sibling-token-1');
    const foreign = await createTool(other.token, 'foreign_tool', 'foreign-token-1');
    const sealed = (await storedRow(source)).sealedCredentials!;
    expect(sealed.startsWith('v2.')).toBe(true);

    for (const [token, id, name] of [
      [acme.token, sibling, 'sibling_tool'],
      [other.token, foreign, 'foreign_tool'],
    ] as const) {
      await setSealed(id, sealed);
      const kept = await keepStored(token, id, name);
      expect(kept.statusCode, name).toBe(400);
      expect(kept.json().message, name).toBe('Bearer Token is required');
    }
    // Where it was sealed, it still opens.
    expect((await keepStored(acme.token, source, 'source_tool')).statusCode).toBe(200);
    expect(openStoredCredentials(await storedRow(source))).toEqual({ bearerToken: BEARER });
  });

  it('still open when sealed as v1, before binding, and are sealed again bound on save', async () => {
    const { token } = await signUpWithOrganization(context);
    const id = await createTool(token, 'old_tool', 'placeholder-token');
    await setSealed(id, sealAsV1(JSON.stringify({ bearerToken: BEARER })));
    expect((await call(context.app, 'GET', '/tools', { token })).json()[0].bearerToken).toBe(
      SECRET_MASK,
    );
    expect((await keepStored(token, id, 'old_tool')).statusCode).toBe(200);
    const row = await storedRow(id);
    expect(row.sealedCredentials!.startsWith('v2.')).toBe(true);
    expect(openStoredCredentials(row)).toEqual({ bearerToken: BEARER });
  });
});
