import type { ContactInput } from '@frontdesk/contracts';
import type { Database } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import * as store from './contact.store';

/** A person can write a few times an hour; more is a script. */
const CONTACT_PER_IP = { limit: 5, windowMs: 60 * 60_000 };

export interface ContactServiceDeps {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where contact messages are forwarded; unset keeps them in the table only. */
  contactEmail: string | undefined;
}

/** The public site's contact form: stored, and mailed to the team when CONTACT_EMAIL is set. */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async send(input: ContactInput, ip: string): Promise<void> {
      await deps.limiter.enforce(`contact:ip:${ip}`, CONTACT_PER_IP);
      const { name, email, message } = input;
      await store.insertContactMessage(deps.db, { name, email, message });
      if (deps.contactEmail) {
        // The subject carries the sender's name: the mailer logs only the kind.
        await deps.mailer.send({
          kind: 'contact form',
          to: deps.contactEmail,
          subject: `Contact form: ${name}`,
          text: `From: ${name} <${email}>\n\n${message}`,
        });
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
