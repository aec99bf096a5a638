// A customer who asked for a person and waited unclaimed: the members who opted in are mailed,
// once per handoff, through the job queue and a real SMTP socket; nobody else is.
import { apiPaths } from '@frontdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITING_SWEEP_JOB } from '../src/modules/notifications/notifications.service';
import { ASK_FOR_PERSON, waitingConversation } from './support/inbox';
import { addMember } from './support/team';
import {
  businessWithKey,
  call,
  createTestContext,
  signUpWithOrganization,
  type TestContext,
} from './support/test-app';

// Long enough that the handoff's turn and the first sweep fit in it on a loaded machine (at 300
// ms a gate run under load swept after the wait and mailed early).
const WAIT_MS = 1200;
const SUBJECT = 'A customer is waiting for a reply';
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({}, { notifications: { waitingNotifyAfterMs: WAIT_MS } });
});
afterAll(async () => {
  await context?.close();
});

/** What the schedule does every 30 seconds, run now. */
async function sweep() {
  await context.jobs.add(WAITING_SWEEP_JOB, {});
  await context.jobs.drain();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const notifications = apiPaths.inbox.notifications;
const mailsAbout = (to: string, conversationId: string) =>
  context.smtp.received.filter(
    (mail) => mail.to.includes(to) && mail.text.includes(`conversation=${conversationId}`),
  );

describe('e-mail notifications of the inbox', () => {
  it('are off until a member turns them on, each member for themself', async () => {
    const owner = await signUpWithOrganization(context);
    const viewer = await addMember(context, owner.token, 'viewer');

    const before = await call(context.app, 'GET', notifications, { token: owner.token });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ email: false });

    const on = await call(context.app, 'PUT', notifications, {
      token: viewer.token,
      body: { email: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ email: true });
    expect((await call(context.app, 'GET', notifications, { token: viewer.token })).json()).toEqual(
      { email: true },
    );
    // The viewer's choice is theirs: the owner's stays off.
    expect((await call(context.app, 'GET', notifications, { token: owner.token })).json()).toEqual({
      email: false,
    });

    const off = await call(context.app, 'PUT', notifications, {
      token: viewer.token,
      body: { email: false },
    });
    expect(off.json()).toEqual({ email: false });
    expect((await call(context.app, 'GET', notifications, { token: viewer.token })).json()).toEqual(
      { email: false },
    );
  });

  it('are refused to billing, which reads nothing of the inbox, and to a body that is not a choice', async () => {
    const owner = await signUpWithOrganization(context);
    const billing = await addMember(context, owner.token, 'billing');
    const refused = await call(context.app, 'PUT', notifications, {
      token: billing.token,
      body: { email: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(context.app, 'GET', notifications, { token: billing.token })).statusCode,
    ).toBe(403);
    const invalid = await call(context.app, 'PUT', notifications, {
      token: owner.token,
      body: { email: 'yes' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('mail the subscribed members of that organization once, after the wait, with a link and no words of the customer', async () => {
    const business = await businessWithKey(context, 'We open at nine and ship worldwide.');
    const editor = await addMember(context, business.token, 'editor');
    const viewer = await addMember(context, business.token, 'viewer');
    const elsewhere = await signUpWithOrganization(context, 'Other shop');
    for (const token of [business.token, editor.token, elsewhere.token]) {
      const saved = await call(context.app, 'PUT', notifications, { token, body: { email: true } });
      expect(saved.statusCode).toBe(200);
    }

    const conversationId = await waitingConversation(context, business.key);
    // Before the wait is over, nobody is mailed.
    await sweep();
    expect(mailsAbout(business.email, conversationId)).toHaveLength(0);

    await pause(WAIT_MS + 50);
    await sweep();
    const mail = await context.smtp.waitFor(business.email, SUBJECT);
    await context.smtp.waitFor(editor.email, SUBJECT);
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.text).toContain(`http://app.test/dashboard/inbox?conversation=${conversationId}`);
    expect(mail.text).not.toContain('8817');
    // Once per handoff, however many sweeps run.
    await sweep();
    await pause(100);
    await context.jobs.drain();
    expect(mailsAbout(business.email, conversationId)).toHaveLength(1);
    expect(mailsAbout(editor.email, conversationId)).toHaveLength(1);
    // Not the member who did not opt in, nor a subscriber of another organization.
    expect(mailsAbout(viewer.email, conversationId)).toHaveLength(0);
    expect(mailsAbout(elsewhere.email, conversationId)).toHaveLength(0);
    // The customer's words are in no log line either.
    expect(context.logs.join('\n')).not.toContain('8817-zebra');
    expect(ASK_FOR_PERSON).toContain('8817-zebra');
  });

  it('do not mail about a conversation a member took before the wait was over', async () => {
    const business = await businessWithKey(context, 'We open at nine and ship worldwide.');
    const saved = await call(context.app, 'PUT', notifications, {
      token: business.token,
      body: { email: true },
    });
    expect(saved.statusCode).toBe(200);

    const conversationId = await waitingConversation(context, business.key);
    const claimed = await call(context.app, 'POST', apiPaths.conversations.claim(conversationId), {
      token: business.token,
    });
    expect(claimed.statusCode).toBe(200);

    await pause(WAIT_MS + 50);
    await sweep();
    await pause(100);
    await context.jobs.drain();
    expect(mailsAbout(business.email, conversationId)).toHaveLength(0);
  });
});
