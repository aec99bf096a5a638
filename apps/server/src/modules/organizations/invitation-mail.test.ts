// Every name in an invitation mail was typed by someone, and the mail goes to an address someone
// typed: the names must arrive as text, never as markup or as a link.
import { apiPaths } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  call,
  signUpWithOrganization,
  uniqueEmail,
  useTestContext,
} from '../../../test/support/test-app';
import { invitationMail } from './team.mails';

const context = useTestContext();

const ORGANIZATION = 'Win a prize at http://evil.example';
const INVITEE = 'Ana <b>Lima</b> of www.evil.example';
const ZERO_WIDTH_SPACE = '\u200b';
const visible = (text: string) => text.split(ZERO_WIDTH_SPACE).join('');

describe('the invitation mail', () => {
  it('arrives with every name as it reads but no address a mail client would link', async () => {
    const owner = await signUpWithOrganization(context, ORGANIZATION);
    const email = uniqueEmail('invitee');
    const invited = await call(context.app, 'POST', apiPaths.users.invitations, {
      token: owner.token,
      body: { name: INVITEE, email, role: 'editor' },
    });
    expect(invited.statusCode).toBe(201);

    const mail = await context.smtp.waitFor(email, 'Join');
    expect(visible(mail.subject)).toBe(`Join ${ORGANIZATION} on Frontdesk`);
    expect(visible(mail.text)).toContain(`Hi ${INVITEE},`);
    expect(visible(mail.text)).toContain(`to join the organization “${ORGANIZATION}” on Frontdesk`);
    for (const text of [mail.subject, mail.text]) {
      expect(text).not.toContain('http://evil');
      expect(text).not.toContain('evil.example');
    }
    // The one address in the mail is ours.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([
      expect.stringMatching(/^http:\/\/app\.test\/invitations\//),
    ]);
  });

  it('writes names into the HTML part as escaped text, with our link the only anchor', () => {
    const mail = invitationMail({
      to: 'ana@example.com',
      name: INVITEE,
      organizationName: `${ORGANIZATION}"><a href="http://evil.example">claim</a>`,
      invitedBy: 'Mallory\n\nVisit mallory.example',
      role: 'editor',
      link: 'http://app.test/invitations/abc',
      validDays: 7,
    });
    const html = mail.html!;
    expect(html.match(/<a\b/g)).toHaveLength(1);
    expect(html).toContain('<a href="http://app.test/invitations/abc">Accept the invitation</a>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;b&#62;');
    expect(html).not.toMatch(/evil\.example|http:\/\/evil|mallory\.example/);
    expect(visible(html)).toContain('Mallory Visit mallory.example invited you');
    expect(mail.text).not.toContain('Mallory\n');
  });
});
