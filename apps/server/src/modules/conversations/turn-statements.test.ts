import { describe, expect, it } from 'vitest';
import { askFromMemory, businessWithKey, useTestContext } from '../../../test/support/test-app';
import { isTenantSwitch } from '../../platform/db/tenant-driver';

const context = useTestContext();

/** The house's budget for a built-in turn without tools (docs/architecture.md, "The turn"). */
const MAX_STATEMENTS = 8;
/**
 * Row-level security's session switches, counted apart (decision 016): into the key's tenant, out
 * to the connected role for knowledge search and back for the write. A switch is one round trip;
 * none is sent between statements of one tenant on one connection. (The statement recorder hears
 * a switch just after the statement it was sent for.)
 */
const MAX_TENANT_SWITCHES = 4;

const HOURS = 'We are open Monday to Friday from 9am to 5pm. Saturdays from 10am to 2pm.';

const ask = (key: string, body: object) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key },
    payload: body,
  });

describe('the public turn', () => {
  it(`reads and writes in at most ${MAX_STATEMENTS} statements and ${MAX_TENANT_SWITCHES} tenant switches, the writes in one`, async () => {
    const { key } = await businessWithKey(context, HOURS);
    // A process that has answered this business before: its knowledge index is in memory (read
    // once per process, in the background, after the organization's first question).
    await askFromMemory(context, key, 'When are you open?');
    let conversationId = '';
    const started = await context.recordQueries(async () => {
      const response = await ask(key, { message: 'Are you open on Saturday?' });
      expect(response.statusCode).toBe(200);
      conversationId = response.json().conversationId;
    });
    const continued = await context.recordQueries(async () => {
      const response = await ask(key, { conversationId, message: 'And on Monday?' });
      expect(response.statusCode).toBe(200);
      expect(response.json().messages).toHaveLength(4);
    });

    for (const sent of [started, continued]) {
      const statements = sent.filter((statement) => !isTenantSwitch(statement));
      expect(statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
      expect(sent.length - statements.length).toBeLessThanOrEqual(MAX_TENANT_SWITCHES);
      expect(statements).not.toContain('begin');
      // Nothing is read back after the turn is stored: the reply comes from the write itself.
      expect(statements.at(-1)).toMatch(/^\s*WITH started AS/);
    }
    const reads = (statements: string[]) =>
      statements.filter((statement) => /^\s*select/i.test(statement));
    // The conversation and its messages are read once (one join), and only when continuing.
    expect(reads(continued).filter((s) => /join "messages"|from "messages"/.test(s))).toHaveLength(
      1,
    );
    expect(reads(started).filter((s) => /join "messages"|from "messages"/.test(s))).toHaveLength(0);
  });
});
