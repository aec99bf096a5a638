import type { AgentConfigurationView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The saved operator configuration (or the defaults before the first save) and its engine. */
export function useAgentConfiguration() {
  return useOrganizationQuery<AgentConfigurationView>(
    queryKeys.agentConfiguration,
    apiPaths.agentConfigurations,
  );
}
