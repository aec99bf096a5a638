// Invitations mail addresses someone typed: bounded per person across organizations, besides per
// organization, and what is typed is bounded in length.
import { apiPaths } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  call,
  signUpWithOrganization,
  uniqueEmail,
  useTestContext,
} from '../../../test/support/test-app';
import { invitationLimits } from './invitation-limits';

const context = useTestContext();

const invite = (token: string, name = 'Ana Lima') =>
  call(context.app, 'POST', apiPaths.users.invitations, {
    token,
    body: { name, email: uniqueEmail('invitee'), role: 'viewer' },
  });

/** A second organization of the same owner, selected, with a plan. */
async function anotherOrganization(ownerToken: string) {
  const created = await call(context.app, 'POST', apiPaths.organizations.create, {
    token: ownerToken,
    body: { name: 'Second Branch', industry: 'Retail' },
  });
  const switched = await call(
    context.app,
    'GET',
    apiPaths.auth.switchOrganization(created.json().id),
    { token: ownerToken },
  );
  const token = switched.json().accessToken as string;
  const checkout = await call(context.app, 'POST', apiPaths.billing.checkout, {
    token,
    body: { plan: 'professional' },
  });
  expect(checkout.statusCode).toBe(200);
  return token;
}

describe('invitation limits', () => {
  it("stops one person's invitations for the day, in every organization they run", async () => {
    const owner = await signUpWithOrganization(context);
    const { limit } = invitationLimits.perUser;
    const sent = await Promise.all(Array.from({ length: limit }, () => invite(owner.token)));
    expect(sent.map((response) => response.statusCode)).toEqual(Array(limit).fill(201));
    // A fresh organization has its whole hour left; the person has no day left.
    const second = await anotherOrganization(owner.token);
    const refused = await invite(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'too_many_requests',
      message: `You can send at most ${limit} invitations a day. Please try again later.`,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    const team = await call(context.app, 'GET', apiPaths.users.list, { token: second });
    expect(team.json().invitations).toEqual([]);
    await context.jobs.drain();
  }, 60_000);

  it('refuses an invitee name longer than 100 characters, with a clear message', async () => {
    const owner = await signUpWithOrganization(context);
    const tooLong = await invite(owner.token, 'A'.repeat(101));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Name must be 100 characters or less.');
    expect((await invite(owner.token, 'A'.repeat(100))).statusCode).toBe(201);
  });
});
