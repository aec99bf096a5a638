// The waiting mail names an organization someone typed: as text, never as markup or a link.
import { describe, expect, it } from 'vitest';
import { WAITING_MAIL_SUBJECT, waitingMail } from './notifications.mails';

describe('the waiting mail', () => {
  const mail = waitingMail({
    to: 'dana@example.com',
    name: 'Dana <b>Lee</b>',
    organizationName: 'Win a prize at http://evil.example"><a href="http://evil.example">x</a>',
    link: 'http://app.test/dashboard/inbox?conversation=abc&x=1',
  });

  it('has a fixed subject and our link as its only address', () => {
    expect(mail.subject).toBe(WAITING_MAIL_SUBJECT);
    expect(mail.kind).toBe('inbox waiting');
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([
      'http://app.test/dashboard/inbox?conversation=abc&x=1',
    ]);
  });

  it('writes names into the HTML part as escaped text, with our link the only anchor', () => {
    const html = mail.html!;
    expect(html.match(/<a\b/g)).toHaveLength(1);
    expect(html).toContain(
      '<a href="http://app.test/dashboard/inbox?conversation=abc&#38;x=1">Open the conversation in the inbox</a>',
    );
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/http:\/\/evil|evil\.example/);
  });
});
