import type { WidgetSettings } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId, useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** Whether the organization has a widget identity secret, and whether visitors must be verified. */
export function useWidgetSettings() {
  return useOrganizationQuery<WidgetSettings>(queryKeys.widgetSettings, apiPaths.widgetSettings);
}

/** Turns 'Require verified visitors' on or off; the answer replaces the cached settings. */
export function useUpdateWidgetSettings() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: (requireVerifiedVisitors: boolean) =>
      api.patch<WidgetSettings>(apiPaths.widgetSettings, { requireVerifiedVisitors }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.widgetSettings(organizationId), saved),
  });
}

/**
 * Makes a new identity secret, replacing the old one at once. The secret is in the answer only:
 * the settings keep saying whether one exists, never what it is.
 */
export function useRotateIdentitySecret() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: () => api.post<{ identitySecret: string }>(apiPaths.widgetSecret),
    onSuccess: () =>
      queryClient.setQueryData<WidgetSettings>(queryKeys.widgetSettings(organizationId), (old) =>
        old ? { ...old, hasIdentitySecret: true } : old,
      ),
  });
}
