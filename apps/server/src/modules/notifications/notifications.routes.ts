import { apiPaths, inboxNotificationsSchema } from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../platform/auth/guard';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesDeps {
  notifications: NotificationsService;
}

/** The signed-in member's own notification choice in the selected organization. */
export function registerNotificationsRoutes(app: FastifyInstance, deps: NotificationsRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inbox'];
  const { notifications } = deps;

  r.get(
    apiPaths.inbox.notifications,
    { schema: { tags, response: { 200: inboxNotificationsSchema } } },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await notifications.get(tenantOf(request))),
  );
  r.put(
    apiPaths.inbox.notifications,
    {
      schema: { tags, body: inboxNotificationsSchema, response: { 200: inboxNotificationsSchema } },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await notifications.save(tenantOf(request), request.body)),
  );
}
