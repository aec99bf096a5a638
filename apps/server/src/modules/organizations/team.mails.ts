import { type MemberRole, roleLabels } from '@frontdesk/contracts';
import { escapeHtml, inertHtml, inertText } from '../../platform/mail/escape-html';
import type { Mail } from '../../platform/mail/mailer';

/**
 * The invitation goes to an address someone typed, and every name in it was typed by someone
 * (the invitee's by the inviter, the organization's and the inviter's own by the inviter): each
 * is shown as inert text, the organization's quoted as a name, and the only link is ours.
 */
export function invitationMail(invitation: {
  to: string;
  name: string;
  organizationName: string;
  invitedBy: string;
  role: MemberRole;
  link: string;
  validDays: number;
}): Mail {
  const { to, name, organizationName, invitedBy, role, link, validDays } = invitation;
  const who = invitedBy || 'A colleague';
  const intro = (show: (text: string) => string) =>
    `${show(who)} invited you to join the organization “${show(organizationName)}” on Frontdesk as ${roleLabels[role]}.`;
  return {
    kind: 'team invitation',
    to,
    subject: `Join ${inertText(organizationName)} on Frontdesk`,
    text: [
      `Hi ${inertText(name)},`,
      '',
      intro(inertText),
      '',
      `Accept the invitation here (valid for ${validDays} days, once):`,
      link,
      '',
      'If you did not expect this, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>Hi ${inertHtml(name)},</p><p>${intro(inertHtml)}</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> (valid for ${validDays} days, once).</p><p>If you did not expect this, you can ignore this e-mail.</p>`,
  };
}
