import type { updateWidgetSettingsSchema, WidgetSettings } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useOrganizationId, useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** Whether the organization has a widget identity secret, and whether visitors must be verified. */
export function useWidgetSettings() {
  return useOrganizationQuery<WidgetSettings>(queryKeys.widgetSettings, apiPaths.widgetSettings);
}

type UpdateWidgetSettings = z.infer<typeof updateWidgetSettingsSchema>;

/**
 * Turns 'Require verified visitors' or 'Show sources' on or off (only the fields given change);
 * the answer replaces the cached settings.
 */
export function useUpdateWidgetSettings() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: (values: UpdateWidgetSettings) =>
      api.patch<WidgetSettings>(apiPaths.widgetSettings, values),
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
