import {
  apiPaths,
  can,
  type HandoffSettingsResponse,
  handoffSettingsResponseSchema,
  handoffSettingsSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../platform/auth/guard';
import type { HandoffService } from './handoff.service';

/** The webhook's signing key is a secret of the organization: only who may change it reads it. */
function forRole(request: FastifyRequest, settings: HandoffSettingsResponse) {
  const mayWrite = can(tenantOf(request).role, 'configuration.write');
  return mayWrite ? settings : { ...settings, webhookSecret: null };
}

export interface HandoffRoutesDeps {
  handoff: HandoffService;
}

/** The handoff settings (organization scope). */
export function registerHandoffRoutes(app: FastifyInstance, deps: HandoffRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['handoff'];
  const { handoff } = deps;

  r.get(
    apiPaths.handoffSettings,
    { schema: { tags, response: { 200: handoffSettingsResponseSchema } } },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(forRole(request, await handoff.get(tenantOf(request).organizationId))),
  );
  r.put(
    apiPaths.handoffSettings,
    {
      schema: {
        tags,
        body: handoffSettingsSchema,
        response: { 200: handoffSettingsResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await handoff.save(tenantOf(request).organizationId, request.body)),
  );
}
