// An invitation link is a credential until it is used: opening its page, previewing it and
// accepting it must leave the log without the token.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { invitationTokenIn } from '../../../test/support/team';
import {
  call,
  STRONG_PASSWORD,
  signUpWithOrganization,
  uniqueEmail,
  useTestContext,
} from '../../../test/support/test-app';
import { REDACTED } from '../../platform/log-redaction';

// A web build, so that the link's page is served as in production (the app's shell).
const webDist = mkdtempSync(path.join(tmpdir(), 'frontdesk-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Frontdesk</title>');

const context = useTestContext({ WEB_DIST_DIR: webDist });

async function invite(ownerToken: string) {
  const email = uniqueEmail('invited');
  const response = await call(context.app, 'POST', apiPaths.users.invitations, {
    token: ownerToken,
    body: { name: 'Ana Lima', email, role: 'editor' },
  });
  expect(response.statusCode).toBe(201);
  const mail = await context.smtp.waitFor(email, 'Join');
  return { id: response.json().id as string, token: invitationTokenIn(mail.text) };
}

describe('the log of an invitation link', () => {
  it('never holds the token of the page, the preview or the acceptance', async () => {
    const owner = await signUpWithOrganization(context);
    const pending = await invite(owner.token);
    const accepted = await invite(owner.token);
    const from = context.logs.length;

    // The page the mail links to, as a browser opens it (any case: the web router ignores it).
    const page = await context.app.inject({ method: 'GET', url: `/invitations/${pending.token}` });
    expect(page.statusCode).toBe(200);
    const shouted = await context.app.inject({
      method: 'GET',
      url: `/INVITATIONS/${pending.token}?from=mail`,
    });
    expect(shouted.statusCode).toBe(200);
    const preview = await call(context.app, 'GET', apiPaths.invitations.byToken(pending.token));
    expect(preview.statusCode).toBe(200);
    const accept = await call(context.app, 'POST', apiPaths.invitations.accept(accepted.token), {
      body: { name: 'Ana Lima', password: STRONG_PASSWORD },
    });
    expect(accept.statusCode).toBe(200);
    // The members' own path names the invitation's row, not its secret: it stays readable.
    const resent = await call(context.app, 'POST', apiPaths.users.resendInvitation(pending.id), {
      token: owner.token,
    });
    expect(resent.statusCode).toBe(200);
    await context.jobs.drain();

    const log = context.logs.slice(from).join('\n');
    for (const token of [pending.token, accepted.token]) expect(log).not.toContain(token);
    expect(log).toContain(`"/invitations/${REDACTED}"`);
    expect(log).toContain(`"/INVITATIONS/${REDACTED}"`);
    expect(log).toContain(`"/api/v1/invitations/${REDACTED}"`);
    expect(log).toContain(`"/api/v1/invitations/${REDACTED}/accept"`);
    expect(log).toContain(`"/api/v1/users/invitations/${pending.id}/resend"`);
  });
});
