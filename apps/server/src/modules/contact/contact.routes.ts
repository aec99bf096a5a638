import { apiPaths, contactSchema, messageResponseSchema } from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/client';
import { contactMessages } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { RateLimiter } from '../../platform/rate-limit';

const CONTACT_PER_IP = { limit: 5, windowMs: 60 * 60_000 };

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where contact messages are forwarded; unset keeps them in the table only. */
  contactEmail: string | undefined;
}

/** The public site's contact form: stored, and mailed to the team when CONTACT_EMAIL is set. */
export function registerContactRoutes(app: FastifyInstance, deps: ContactDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.contact,
    {
      schema: { tags: ['public'], body: contactSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      const rate = deps.limiter.hit(`contact:ip:${request.ip}`, CONTACT_PER_IP);
      if (!rate.allowed) {
        throw new AppError('too_many_requests', undefined, { retryAfter: rate.retryAfter });
      }
      const { name, email, message } = request.body;
      await deps.db.insert(contactMessages).values({ name, email, message });
      if (deps.contactEmail) {
        await deps.mailer.send({
          to: deps.contactEmail,
          subject: `Contact form: ${name}`,
          text: `From: ${name} <${email}>\n\n${message}`,
        });
      }
      return reply
        .status(201)
        .send({ message: "Thanks for reaching out. We'll get back to you shortly." });
    },
  );
}
