import { apiPaths, contactSchema, messageResponseSchema } from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitedAddress } from '../../platform/client-address';
import type { ContactService } from './contact.service';

export interface ContactRoutesDeps {
  contact: ContactService;
}

/** The public site's contact form (no sign-in). */
export function registerContactRoutes(app: FastifyInstance, deps: ContactRoutesDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.contact,
    {
      schema: { tags: ['public'], body: contactSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      await deps.contact.send(request.body, limitedAddress(request.ip));
      return reply
        .status(201)
        .send({ message: "Thanks for reaching out. We'll get back to you shortly." });
    },
  );
}
