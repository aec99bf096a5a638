import type { AgentConfigurationView, EngineInfo } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/**
 * Its own key rather than the configuration page's: that cache holds the whole configuration,
 * and this page only needs to know whether the engine can call tools.
 */
export function toolEngineQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.toolEngine(organizationId),
    enabled: organizationId !== undefined,
    queryFn: async ({ signal }): Promise<EngineInfo> => {
      const configuration = await api.get<AgentConfigurationView>(
        apiPaths.agentConfigurations,
        undefined,
        signal,
      );
      return configuration.engine;
    },
  });
}

/** The engine that answers the customers, read from the agent configuration. */
export function useToolEngine() {
  return useQuery(toolEngineQueryOptions(useOrganizationId()));
}
