/** Router state carried to /sign-in: where a signed-out visitor was going. */
export interface ReturnToState {
  from?: string;
}

/**
 * The in-app path a signed-out visitor was heading to. Only same-origin paths count, so a crafted
 * history state cannot send someone to another site after sign-in.
 */
export function returnPath(state: ReturnToState | null | undefined): string | null {
  const from = state?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from;
}
