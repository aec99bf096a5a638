import type { MessageResponse } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails a fresh activation code to the signed-in user. */
export function regenerateActivationCode() {
  return api.get<MessageResponse>(apiPaths.auth.regenerateActivationCode);
}

export function useRegenerateActivationCode() {
  return useMutation({ mutationFn: regenerateActivationCode });
}
