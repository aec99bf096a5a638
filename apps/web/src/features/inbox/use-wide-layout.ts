import { useSyncExternalStore } from 'react';

/** From this width (px) the list and the open conversation stand side by side. */
export const SIDE_BY_SIDE_WIDTH = 1024;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the inbox shows the list and the thread together, following resizes. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth >= SIDE_BY_SIDE_WIDTH,
    () => true,
  );
}
