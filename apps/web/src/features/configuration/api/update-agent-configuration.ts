import type { AgentConfigurationInput, AgentConfigurationView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { agentConfigurationQueryKey } from './get-agent-configuration';

export function updateAgentConfiguration(input: AgentConfigurationInput) {
  return api.patch<AgentConfigurationView>(apiPaths.agentConfigurations, input);
}

/** Saves the configuration; the server's answer replaces the cached copy. */
export function useUpdateAgentConfiguration() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  return useMutation({
    mutationFn: updateAgentConfiguration,
    onSuccess: (saved) =>
      queryClient.setQueryData(agentConfigurationQueryKey(organization?.id), saved),
  });
}
