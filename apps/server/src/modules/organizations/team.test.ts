import { describe, expect, it } from 'vitest';
import { addMember, invitationTokenIn } from '../../../test/support/team';
import {
  call,
  STRONG_PASSWORD,
  signUpActive,
  signUpWithOrganization,
  uniqueEmail,
  useTestContext,
} from '../../../test/support/test-app';

const context = useTestContext();

async function invite(token: string, role = 'editor', email = uniqueEmail('invitee')) {
  const response = await call(context.app, 'POST', '/users/invitations', {
    token,
    body: { name: 'Ana Lima', email, role },
  });
  return { response, email };
}

describe('team: invitations', () => {
  it('mails a single-use link; a new person signs up with it and joins with the role', async () => {
    const owner = await signUpWithOrganization(context, 'Bright Dental');
    const { response, email } = await invite(owner.token, 'editor');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, role: 'editor', status: 'pending' });

    const mail = await context.smtp.waitFor(email, 'Join Bright Dental');
    expect(mail.text).toContain('as Editor');
    const link = invitationTokenIn(mail.text);

    const preview = await call(context.app, 'GET', `/invitations/${link}`);
    expect(preview.json()).toMatchObject({
      organizationName: 'Bright Dental',
      email,
      role: 'editor',
      accountExists: false,
    });

    const accepted = await call(context.app, 'POST', `/invitations/${link}/accept`, {
      body: { name: 'Ana Lima', password: STRONG_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json().accessToken;
    // Active at once (the mail proved the address), inside the organization, with the role.
    const me = await call(context.app, 'GET', '/auth/me', { token: session });
    expect(me.json()).toMatchObject({ email, active: true });
    const current = await call(context.app, 'GET', '/organizations/me', { token: session });
    expect(current.json()).toMatchObject({ id: owner.organization.id, role: 'editor' });
    const signIn = await call(context.app, 'POST', '/auth/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);

    const again = await call(context.app, 'POST', `/invitations/${link}/accept`, {
      body: { name: 'Someone Else', password: STRONG_PASSWORD },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('invitation_invalid');

    const team = await call(context.app, 'GET', '/users', { token: owner.token });
    expect(team.json().invitations).toEqual([]);
    expect(
      team.json().members.map((m: { email: string; role: string }) => [m.email, m.role]),
    ).toEqual([
      [owner.email.toLowerCase(), 'owner'],
      [email, 'editor'],
    ]);
  });

  it('lets an existing user join by signing in as the invited address, not as another', async () => {
    const owner = await signUpWithOrganization(context);
    const existing = await signUpActive(context);
    const stranger = await signUpActive(context);
    const { email } = await invite(owner.token, 'viewer', existing.email);
    const link = invitationTokenIn((await context.smtp.waitFor(email.toLowerCase(), 'Join')).text);

    expect((await call(context.app, 'GET', `/invitations/${link}`)).json().accountExists).toBe(
      true,
    );
    const asGuest = await call(context.app, 'POST', `/invitations/${link}/accept`, {
      body: { name: 'X', password: STRONG_PASSWORD },
    });
    expect(asGuest.json().code).toBe('email_already_exists');
    const asStranger = await call(context.app, 'POST', `/invitations/${link}/accept`, {
      token: stranger.token,
    });
    expect(asStranger.statusCode).toBe(403);
    expect(asStranger.json().code).toBe('invitation_for_another_email');

    const accepted = await call(context.app, 'POST', `/invitations/${link}/accept`, {
      token: existing.token,
    });
    expect(accepted.statusCode).toBe(200);
    const current = await call(context.app, 'GET', '/organizations/me', {
      token: accepted.json().accessToken,
    });
    expect(current.json()).toMatchObject({ id: owner.organization.id, role: 'viewer' });
  });

  it('validates with the spec messages and refuses owners, members and duplicates', async () => {
    const owner = await signUpWithOrganization(context);
    const cases: [object, string][] = [
      [{ name: 'A', email: uniqueEmail(), role: 'editor' }, 'Name must be at least 2 characters.'],
      [
        { name: 'Ana', email: 'not-an-email', role: 'editor' },
        'Please enter a valid email address.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call(context.app, 'POST', '/users/invitations', {
        token: owner.token,
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const asOwner = await invite(owner.token, 'owner');
    expect(asOwner.response.statusCode).toBe(400);

    const self = await invite(owner.token, 'admin', owner.email);
    expect(self.response.json().code).toBe('already_member');

    const first = await invite(owner.token, 'editor');
    const second = await invite(owner.token, 'viewer', first.email.toUpperCase());
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json().code).toBe('invitation_pending');
  });

  it('resends with a new link (the old one stops working) and revokes', async () => {
    const owner = await signUpWithOrganization(context);
    const { response, email } = await invite(owner.token);
    const id = response.json().id;
    const oldLink = invitationTokenIn((await context.smtp.waitFor(email, 'Join')).text);

    const resent = await call(context.app, 'POST', `/users/invitations/${id}/resend`, {
      token: owner.token,
    });
    expect(resent.statusCode).toBe(200);
    await expect.poll(() => context.smtp.countTo(email)).toBe(2);
    const newLink = invitationTokenIn((await context.smtp.waitFor(email, 'Join')).text);
    expect(newLink).not.toBe(oldLink);
    expect((await call(context.app, 'GET', `/invitations/${oldLink}`)).statusCode).toBe(404);
    expect((await call(context.app, 'GET', `/invitations/${newLink}`)).statusCode).toBe(200);

    const revoked = await call(context.app, 'DELETE', `/users/invitations/${id}`, {
      token: owner.token,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await call(context.app, 'GET', `/invitations/${newLink}`)).statusCode).toBe(404);
  });

  it('answers an unknown or malformed link with 404', async () => {
    for (const token of ['x', 'a'.repeat(43)]) {
      const response = await call(context.app, 'GET', `/invitations/${token}`);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('team: members and owners', () => {
  it('changes a role, which takes effect at once, and removes a member, who loses access', async () => {
    const owner = await signUpWithOrganization(context);
    const editor = await addMember(context, owner.token, 'editor');
    const changed = await call(context.app, 'PATCH', `/users/${editor.userId}`, {
      token: owner.token,
      body: { role: 'viewer' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: editor.email, role: 'viewer' });
    const write = await call(context.app, 'PATCH', '/agent-configurations', {
      token: editor.token,
      body: {},
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('forbidden_role');

    const ownerRole = await call(context.app, 'PATCH', `/users/${editor.userId}`, {
      token: owner.token,
      body: { role: 'owner' },
    });
    expect(ownerRole.statusCode).toBe(400);

    const removed = await call(context.app, 'DELETE', `/users/${editor.userId}`, {
      token: owner.token,
    });
    expect(removed.statusCode).toBe(204);
    const after = await call(context.app, 'GET', '/agent-configurations', { token: editor.token });
    expect(after.statusCode).toBe(404);
  });

  it('never removes or demotes the last owner; transfer makes a second owner; members leave', async () => {
    const owner = await signUpWithOrganization(context);
    const ownerId = (await call(context.app, 'GET', '/auth/me', { token: owner.token })).json().id;
    const admin = await addMember(context, owner.token, 'admin');
    const viewer = await addMember(context, owner.token, 'viewer');

    for (const [method, body] of [
      ['PATCH', { role: 'admin' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(context.app, method, `/users/${ownerId}`, {
        token: owner.token,
        body,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('last_owner');
    }
    const leaveAlone = await call(context.app, 'DELETE', '/users/me', { token: owner.token });
    expect(leaveAlone.json().code).toBe('last_owner');

    // Admins may not touch owners, nor transfer ownership.
    const adminDemotes = await call(context.app, 'DELETE', `/users/${ownerId}`, {
      token: admin.token,
    });
    expect(adminDemotes.statusCode).toBe(403);
    const adminTransfers = await call(
      context.app,
      'POST',
      `/users/${admin.userId}/transfer-ownership`,
      { token: admin.token },
    );
    expect(adminTransfers.json().code).toBe('forbidden_role');

    const toViewer = await call(context.app, 'POST', `/users/${viewer.userId}/transfer-ownership`, {
      token: owner.token,
    });
    expect(toViewer.statusCode).toBe(400);
    const transferred = await call(
      context.app,
      'POST',
      `/users/${admin.userId}/transfer-ownership`,
      { token: owner.token },
    );
    expect(transferred.statusCode).toBe(204);

    // Two owners now: the first may step down and leave.
    const left = await call(context.app, 'DELETE', '/users/me', { token: owner.token });
    expect(left.statusCode).toBe(204);
    const viewerLeaves = await call(context.app, 'DELETE', '/users/me', { token: viewer.token });
    expect(viewerLeaves.statusCode).toBe(204);
    const team = await call(context.app, 'GET', '/users', { token: admin.token });
    expect(team.json().members).toEqual([
      expect.objectContaining({ email: admin.email, role: 'owner' }),
    ]);
  });

  it('writes who did what to the activity log, readable by owners and admins only', async () => {
    const owner = await signUpWithOrganization(context);
    const admin = await addMember(context, owner.token, 'admin');
    const editor = await addMember(context, owner.token, 'editor');
    await call(context.app, 'POST', '/tools', {
      token: editor.token,
      body: {
        name: 'get_order',
        description: 'Reads an order',
        endpoint: 'https://shop.example.com/orders',
        method: 'GET',
      },
    });
    await call(context.app, 'PATCH', `/users/${editor.userId}`, {
      token: admin.token,
      body: { role: 'viewer' },
    });
    await call(context.app, 'POST', '/api-keys', {
      token: owner.token,
      body: { name: 'Website', allowedOrigins: [] },
    });

    const log = await call(context.app, 'GET', '/activity', { token: admin.token });
    expect(log.statusCode).toBe(200);
    const summaries = log.json().map((e: { actor: string; summary: string }) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Invited .* as Admin$/),
        `${admin.email} joined as Admin`,
        `Changed ${editor.email} from Editor to Viewer`,
        'Created an API key: Website',
      ]),
    );
    expect((await call(context.app, 'GET', '/activity', { token: editor.token })).json().code).toBe(
      'forbidden_role',
    );
  });
});

describe('team: tenancy', () => {
  it("answers another organization's members and invitations with 404", async () => {
    const first = await signUpWithOrganization(context);
    const second = await signUpWithOrganization(context);
    const member = await addMember(context, first.token, 'viewer');
    const { response } = await invite(first.token);
    const invitationId = response.json().id;

    const calls = [
      call(context.app, 'PATCH', `/users/${member.userId}`, {
        token: second.token,
        body: { role: 'editor' },
      }),
      call(context.app, 'DELETE', `/users/${member.userId}`, { token: second.token }),
      call(context.app, 'POST', `/users/invitations/${invitationId}/resend`, {
        token: second.token,
      }),
      call(context.app, 'DELETE', `/users/invitations/${invitationId}`, { token: second.token }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    const team = await call(context.app, 'GET', '/users', { token: first.token });
    expect(team.json().members).toHaveLength(2);
    expect(team.json().invitations).toHaveLength(1);
  });
});
