import { vi } from 'vitest';

/**
 * window.location.assign cannot be spied on in jsdom; swap the whole location for the test.
 * Undo it with vi.unstubAllGlobals() after each test.
 */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}
