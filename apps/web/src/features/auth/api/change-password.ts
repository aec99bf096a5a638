import type { ChangePasswordInput, MessageResponse } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function changePassword(input: ChangePasswordInput) {
  return api.post<MessageResponse>(apiPaths.auth.changePassword, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
