import { useSyncExternalStore } from 'react';

/** Below this width (px) the dashboard sidebar becomes a drawer (spec section 9). */
export const MOBILE_BREAKPOINT = 768;

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// The media query only tells us *when* to look again; the width itself is the answer, so the
// value is right on the very first render (no flash of the desktop sidebar on a phone).
function getSnapshot() {
  return window.innerWidth < MOBILE_BREAKPOINT;
}

function getServerSnapshot() {
  return false;
}

/** True when the viewport is narrower than the mobile breakpoint; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
