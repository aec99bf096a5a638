import { apiPaths, messageFeedbackSchema } from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicConversationsService } from './public-conversations.service';
import { acceptKey, answerPreflight } from './public-http';

/** Checked by the service: ids that cannot exist are simply not found. */
const messageParamsSchema = z.object({ id: z.string().max(100), messageId: z.string().max(100) });

const path = apiPaths.conversations.feedback.template;

/** The customer's 'Helpful' / 'Not helpful' on an operator answer (public key), changeable. */
export function registerPublicFeedbackRoutes(
  app: FastifyInstance,
  deps: { publicConversations: PublicConversationsService },
) {
  const service = deps.publicConversations;
  answerPreflight(app, path, ['POST']);

  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      schema: {
        tags: ['public'],
        description:
          "The customer marks one of the operator's answers 'Helpful' (up) or 'Not helpful' " +
          '(down), with an optional reason: once per answer, and a later call replaces it.',
        params: messageParamsSchema,
        body: messageFeedbackSchema,
      },
    },
    async (request, reply) => {
      const { key, address } = await acceptKey(service, request, reply);
      const { id, messageId } = request.params;
      await service.rateAnswer(key, id, messageId, request.body, address);
      return reply.status(204).send();
    },
  );
}
