import { escapeHtml, inertHtml, inertText } from '../../platform/mail/escape-html';
import type { Mail } from '../../platform/mail/mailer';

/** `name` is whatever the sign-up form said, and the address may be someone else's: inert. */
export function activationMail(to: string, name: string, code: string, validMinutes: number): Mail {
  return {
    kind: 'activation code',
    to,
    subject: 'Your Frontdesk activation code',
    text: [
      `Hi ${inertText(name)},`,
      '',
      `Your activation code is ${code}`,
      '',
      `Enter it on the account activation page. It is valid for ${validMinutes} minutes.`,
      'If you did not create a Frontdesk account, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>Hi ${inertHtml(name)},</p><p>Your activation code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p><p>Enter it on the account activation page. It is valid for ${validMinutes} minutes.</p><p>If you did not create a Frontdesk account, you can ignore this e-mail.</p>`,
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

/**
 * To the owner of an address someone tried to sign up with again: where to go instead. No code
 * and nothing the person who typed the form wrote (their name, their password): only ours.
 */
export function accountExistsMail(to: string, signInLink: string): Mail {
  const intro =
    'Someone, perhaps you, tried to create a Frontdesk account with this e-mail address. It already has an account, so no new one was created.';
  const forgot =
    "Forgot your password? Choose 'Forgot your password?' on the sign-in page to get a link to choose a new one.";
  const inactive =
    'If you have not activated the account yet, sign in to get a new activation code.';
  const notYou = 'If it was not you, you can ignore this e-mail: nothing has changed.';
  return {
    kind: 'account exists',
    to,
    subject: 'You already have a Frontdesk account',
    text: [intro, '', 'Sign in here:', signInLink, '', inactive, forgot, '', notYou].join('\n'),
    html: `<p>${intro}</p><p><a href="${escapeHtml(signInLink)}">Sign in</a></p><p>${inactive} ${escapeHtml(forgot)}</p><p>${notYou}</p>`,
  };
}
