import type { MemberRole } from '@frontdesk/contracts';
import { call, STRONG_PASSWORD, type TestContext, uniqueEmail } from './test-app';

/** The token in an invitation mail's link. */
export function invitationTokenIn(text: string): string {
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return token;
}

/** Invites a new person through the API, reads the mail, accepts it as a new account. */
export async function addMember(
  context: TestContext,
  ownerToken: string,
  role: Exclude<MemberRole, 'owner'>,
  name = `${role} person`,
) {
  const email = uniqueEmail(role);
  const invited = await call(context.app, 'POST', '/users/invitations', {
    token: ownerToken,
    body: { name, email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const mail = await context.smtp.waitFor(email, 'Join');
  const accepted = await call(
    context.app,
    'POST',
    `/invitations/${invitationTokenIn(mail.text)}/accept`,
    { body: { name, password: STRONG_PASSWORD } },
  );
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.body}`);
  const { accessToken, organizationId } = accepted.json();
  const me = await call(context.app, 'GET', '/auth/me', { token: accessToken });
  return { token: accessToken as string, organizationId, email, userId: me.json().id as string };
}
