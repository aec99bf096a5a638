import {
  type AgentConfiguration,
  type AgentConfigurationView,
  agentConfigurationSchema,
  agentConfigurationViewSchema,
  apiPaths,
  type EngineInfo,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Guards, tenantOf } from '../../platform/auth/guard';
import type { Database } from '../../platform/db/client';
import {
  DEFAULT_AGENT_CONFIGURATION,
  findAgentConfiguration,
  saveAgentConfiguration,
} from './agent-configuration.store';

export interface AgentConfigurationDeps {
  db: Database;
  guards: Guards;
  engine: EngineInfo;
}

export function registerAgentConfigurationRoutes(
  app: FastifyInstance,
  deps: AgentConfigurationDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const view = (configuration: AgentConfiguration | undefined): AgentConfigurationView => ({
    ...(configuration ?? DEFAULT_AGENT_CONFIGURATION),
    configured: configuration !== undefined,
    engine: deps.engine,
  });

  r.get(
    apiPaths.agentConfigurations,
    {
      preHandler: deps.guards.organization,
      schema: { tags, response: { 200: agentConfigurationViewSchema } },
    },
    async (request) =>
      view(await findAgentConfiguration(deps.db, tenantOf(request).organizationId)),
  );

  r.patch(
    apiPaths.agentConfigurations,
    {
      preHandler: deps.guards.organization,
      schema: {
        tags,
        body: agentConfigurationSchema,
        response: { 200: agentConfigurationViewSchema },
      },
    },
    async (request) => {
      const { organizationId } = tenantOf(request);
      const configuration = {
        ...request.body,
        temperature: Math.round(request.body.temperature * 10) / 10,
      };
      await saveAgentConfiguration(deps.db, organizationId, configuration);
      return view(configuration);
    },
  );
}
