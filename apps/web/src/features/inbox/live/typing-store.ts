import { useSyncExternalStore } from 'react';

/** How long "is typing" shows after the last typing event: senders repeat it every few seconds. */
export const TYPING_SHOWN_MS = 6000;

const typingUntil = new Map<string, number>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** A customer is typing in a conversation (a live `typing` event). */
export function customerTyped(conversationId: string) {
  typingUntil.set(conversationId, Date.now() + TYPING_SHOWN_MS);
  clearTimeout(timers.get(conversationId));
  timers.set(
    conversationId,
    setTimeout(() => {
      typingUntil.delete(conversationId);
      notify();
    }, TYPING_SHOWN_MS),
  );
  notify();
}

/** Their message arrived: the indicator goes at once rather than after its time. */
export function customerStoppedTyping(conversationId: string) {
  clearTimeout(timers.get(conversationId));
  if (typingUntil.delete(conversationId)) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the customer of a conversation is typing now. */
export function useCustomerTyping(conversationId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (typingUntil.get(conversationId) ?? 0) > Date.now(),
    () => false,
  );
}
