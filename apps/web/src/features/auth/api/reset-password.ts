import type { ForgotPasswordInput, MessageResponse } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return api.post<MessageResponse>(apiPaths.auth.resetPassword, input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
