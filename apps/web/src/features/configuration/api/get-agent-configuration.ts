import type { AgentConfigurationView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Keyed by organization: one organization's operator never shows up under another. */
export const agentConfigurationQueryKey = (organizationId: string | undefined) =>
  ['agent-configuration', organizationId ?? 'none'] as const;

export function agentConfigurationQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: agentConfigurationQueryKey(organizationId),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) =>
      api.get<AgentConfigurationView>(apiPaths.agentConfigurations, undefined, signal),
  });
}

/** The saved operator configuration (or the defaults before the first save) and its engine. */
export function useAgentConfiguration() {
  const { organization } = useSession();
  return useQuery(agentConfigurationQueryOptions(organization?.id));
}
