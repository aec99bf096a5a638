import { escapeHtml, inertHtml, inertText } from '../../platform/mail/escape-html';
import type { Mail } from '../../platform/mail/mailer';

export const WAITING_MAIL_SUBJECT = 'A customer is waiting for a reply';

/**
 * Tells a member that a customer has waited unclaimed. It says where, never what the customer
 * wrote: the thread is read in the inbox, behind sign-in. The organization's name was typed by
 * someone, so it is inert text (as in the team's invitation); the only link is ours.
 */
export function waitingMail(notice: {
  to: string;
  name: string;
  organizationName: string;
  link: string;
}): Mail {
  const { to, name, organizationName, link } = notice;
  const intro = (show: (text: string) => string) =>
    `A customer of “${show(organizationName)}” asked for a person and is still waiting: nobody has taken the conversation yet.`;
  return {
    kind: 'inbox waiting',
    to,
    subject: WAITING_MAIL_SUBJECT,
    text: [
      `Hi ${inertText(name)},`,
      '',
      intro(inertText),
      '',
      'Open the conversation in the inbox:',
      link,
      '',
      'You get this e-mail because you turned on e-mail notifications in the inbox; you can turn them off there.',
    ].join('\n'),
    html: `<p>Hi ${inertHtml(name)},</p><p>${intro(inertHtml)}</p><p><a href="${escapeHtml(link)}">Open the conversation in the inbox</a></p><p>You get this e-mail because you turned on e-mail notifications in the inbox; you can turn them off there.</p>`,
  };
}
