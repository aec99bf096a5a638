import type { AgentConfigurationView, EngineInfo } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * Its own key rather than the configuration page's: that cache belongs to another feature, and
 * this page only needs to know whether the engine can call tools.
 */
export const toolEngineQueryKey = (organizationId: string | undefined) =>
  ['tools-engine', organizationId ?? 'none'] as const;

export function toolEngineQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: toolEngineQueryKey(organizationId),
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
  const { organization } = useSession();
  return useQuery(toolEngineQueryOptions(organization?.id));
}
