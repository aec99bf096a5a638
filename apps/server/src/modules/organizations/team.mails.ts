import { type MemberRole, roleLabels } from '@frontdesk/contracts';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { Mail } from '../../platform/mail/mailer';

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
  const intro = `${who} invited you to join ${organizationName} on Frontdesk as ${roleLabels[role]}.`;
  return {
    kind: 'team invitation',
    to,
    subject: `Join ${organizationName} on Frontdesk`,
    text: [
      `Hi ${name},`,
      '',
      intro,
      '',
      `Accept the invitation here (valid for ${validDays} days, once):`,
      link,
      '',
      'If you did not expect this, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> (valid for ${validDays} days, once).</p><p>If you did not expect this, you can ignore this e-mail.</p>`,
  };
}
