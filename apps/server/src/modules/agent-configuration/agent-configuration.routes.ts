import {
  agentConfigurationSchema,
  agentConfigurationViewSchema,
  apiPaths,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../platform/auth/guard';
import type { AgentConfigurationService } from './agent-configuration.service';

export interface AgentConfigurationRoutesDeps {
  agentConfiguration: AgentConfigurationService;
}

/** The operator's configuration (organization scope). */
export function registerAgentConfigurationRoutes(
  app: FastifyInstance,
  deps: AgentConfigurationRoutesDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const service = deps.agentConfiguration;

  r.get(
    apiPaths.agentConfigurations,
    { schema: { tags, response: { 200: agentConfigurationViewSchema } } },
    async (request) => service.get(tenantOf(request).organizationId),
  );

  r.patch(
    apiPaths.agentConfigurations,
    {
      schema: {
        tags,
        body: agentConfigurationSchema,
        response: { 200: agentConfigurationViewSchema },
      },
    },
    async (request) => service.save(tenantOf(request).organizationId, request.body),
  );
}
