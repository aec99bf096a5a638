import { escapeHtml } from '../../platform/mail/escape-html';
import type { Mail } from '../../platform/mail/mailer';

export function activationMail(to: string, name: string, code: string, validMinutes: number): Mail {
  return {
    kind: 'activation code',
    to,
    subject: 'Your Frontdesk activation code',
    text: [
      `Hi ${name},`,
      '',
      `Your activation code is ${code}`,
      '',
      `Enter it on the account activation page. It is valid for ${validMinutes} minutes.`,
      'If you did not create a Frontdesk account, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p><p>Your activation code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p><p>Enter it on the account activation page. It is valid for ${validMinutes} minutes.</p><p>If you did not create a Frontdesk account, you can ignore this e-mail.</p>`,
  };
}

export function resetPasswordMail(to: string, link: string, validMinutes: number): Mail {
  return {
    kind: 'password reset',
    to,
    subject: 'Reset your Frontdesk password',
    text: [
      'Someone asked to reset the password of your Frontdesk account.',
      '',
      `Choose a new password here (valid for ${validMinutes} minutes, once):`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of your Frontdesk account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for ${validMinutes} minutes, once).</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
  };
}
