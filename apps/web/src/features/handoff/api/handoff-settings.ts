import type { HandoffSettings, HandoffSettingsResponse } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId, useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The organization's handoff settings (the defaults until first saved). */
export function useHandoffSettings() {
  return useOrganizationQuery<HandoffSettingsResponse>(
    queryKeys.handoffSettings,
    apiPaths.handoffSettings,
  );
}

/** Saves them; the server's answer (with the webhook's secret, made with its first URL) is kept. */
export function useSaveHandoffSettings() {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.handoffSettings(useOrganizationId());
  return useMutation({
    mutationFn: (settings: HandoffSettings) =>
      api.put<HandoffSettingsResponse>(apiPaths.handoffSettings, settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
