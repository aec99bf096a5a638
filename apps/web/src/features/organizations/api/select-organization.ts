import { useMutation } from '@tanstack/react-query';
import { useSession } from '@/lib/session';

/**
 * Switches the session to an organization, then loads the dashboard with a full page navigation
 * (spec section 4), so that every cache built for the previous organization is dropped.
 */
export function useSelectOrganization() {
  const { selectOrganization } = useSession();
  return useMutation({
    mutationFn: (organizationId: string) => selectOrganization(organizationId),
    onSuccess: () => window.location.assign('/dashboard'),
  });
}
