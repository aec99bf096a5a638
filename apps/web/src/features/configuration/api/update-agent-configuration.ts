import type { AgentConfigurationInput, AgentConfigurationView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys, refreshAfterChange } from '@/lib/query-keys';

export function updateAgentConfiguration(input: AgentConfigurationInput) {
  return api.patch<AgentConfigurationView>(apiPaths.agentConfigurations, input);
}

/**
 * Saves the configuration; the server's answer replaces the cached copy, and the dashboard's
 * "configure your operator" suggestion is asked for again.
 */
export function useUpdateAgentConfiguration() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: updateAgentConfiguration,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.agentConfiguration(organizationId), saved);
      return refreshAfterChange(queryClient, organizationId);
    },
  });
}
