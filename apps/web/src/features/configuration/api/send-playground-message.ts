import type {
  publicConversationRequestSchema,
  publicConversationResponseSchema,
} from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PlaygroundRequest = z.input<typeof publicConversationRequestSchema>;
export type PlaygroundConversation = z.infer<typeof publicConversationResponseSchema>;

export function sendPlaygroundMessage(input: PlaygroundRequest) {
  return api.post<PlaygroundConversation>(apiPaths.conversations.playground, input);
}

/**
 * One playground turn: the same turn as the public API, answered with the conversation's latest
 * page. Nothing is cached: the panel holds the conversation while it is open.
 */
export function useSendPlaygroundMessage() {
  return useMutation({ mutationFn: sendPlaygroundMessage });
}
