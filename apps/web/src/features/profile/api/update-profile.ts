import type { UpdateProfileInput, User } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** PATCH /auth/profile answers the updated user, which becomes the session's user. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.patch<User>(apiPaths.auth.profile, input),
    onSuccess: (user) => setUser(user),
  });
}
