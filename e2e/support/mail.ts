import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** One mail as the e2e SMTP server filed it (see loopback-servers.ts). */
export interface Mail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** ISO timestamp of when the SMTP server received it. */
  receivedAt: string;
}

export interface MailQuery {
  to: string;
  /** Exact subject, or a pattern. */
  subject?: string | RegExp;
  /** Only mails received at or after this moment (e.g. a resent code). */
  after?: Date;
}

function readMails(): Mail[] {
  const mailDir = inject('mailDir');
  const mails: Mail[] = [];
  for (const name of readdirSync(mailDir).sort()) {
    if (!name.endsWith('.json')) continue;
    try {
      mails.push(JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as Mail);
    } catch {
      // still being written: the next poll reads it
    }
  }
  return mails;
}

function matches(mail: Mail, { to, subject, after }: MailQuery): boolean {
  if (!mail.to.includes(to.toLowerCase())) return false;
  if (typeof subject === 'string' && mail.subject !== subject) return false;
  if (subject instanceof RegExp && !subject.test(mail.subject)) return false;
  return !after || new Date(mail.receivedAt).getTime() >= after.getTime();
}

/** Waits for a matching mail and returns the newest one. */
export async function waitForMail(query: MailQuery, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails().filter((mail) => matches(mail, query));
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) {
      const seen = readMails().map((mail) => `${mail.to.join(', ')}: ${mail.subject}`);
      throw new Error(
        `No mail to ${query.to} with subject ${String(query.subject ?? '(any)')} within ${timeoutMs} ms. ` +
          `Mails received: ${seen.length ? seen.join('; ') : 'none'}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** The six-digit activation code in the mail's text (or its HTML when there is no text part). */
export function readActivationCode(mail: Mail): string {
  const code = (mail.text || mail.html.replace(/<[^>]*>/g, ' ')).match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No six-digit code in mail "${mail.subject}": ${mail.text}`);
  return code;
}

/** The first http(s) link in the mail, optionally the first whose path starts with `pathPrefix`. */
export function readLink(mail: Mail, pathPrefix?: string): URL {
  const fromText = mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const fromHtml = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
  for (const candidate of [...fromText, ...fromHtml]) {
    const url = new URL(candidate);
    if (!pathPrefix || url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(
    `No link${pathPrefix ? ` to ${pathPrefix}` : ''} in mail "${mail.subject}": ${mail.text}`,
  );
}
