import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// For the auto-advancing tab lists of the landing page (the features carousel, the rotator).

/** Fake timers in every test of the calling suite, and real ones again after each. */
export function withFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function selectedTab() {
  return screen.getByRole('tab', { selected: true });
}

/** How far a tab's progress bar has filled, in percent. */
export function progressOf(tab: HTMLElement): number {
  return Number(
    within(tab).getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow'),
  );
}

/** Moves the fake clock on, inside act so that React renders what the timers did. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
