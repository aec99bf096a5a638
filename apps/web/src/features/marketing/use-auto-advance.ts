import { type FocusEvent, type PointerEvent, useCallback, useEffect, useState } from 'react';

export interface AutoAdvanceOptions {
  /** How many items cycle. */
  count: number;
  /** How long each item stays active. */
  durationMs: number;
  /** How often progress moves; the progress bar advances in these steps. */
  tickMs: number;
  /** While true the clock stands still (hover, keyboard focus, the pause button). */
  paused?: boolean;
}

export interface AutoAdvance {
  index: number;
  /** Progress of the active item, 0 to 100. */
  progress: number;
  /** Makes an item active and starts its progress again from 0. */
  select(index: number): void;
}

/**
 * The clock behind the features carousel and the rotating Why Choose list: progress grows by one
 * tick at a time, and once an item's duration has elapsed the next item (cycling) becomes active.
 * Elapsed time is counted in ticks rather than read from Date.now() so that a background tab that
 * throttles timers resumes where it left off instead of skipping items.
 */
export function useAutoAdvance({
  count,
  durationMs,
  tickMs,
  paused = false,
}: AutoAdvanceOptions): AutoAdvance {
  // `round` changes on every manual selection so the interval restarts in phase with the reset.
  const [state, setState] = useState({ index: 0, elapsed: 0, round: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the interval on select
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      setState(({ index, elapsed, round }) => {
        const next = elapsed + tickMs;
        return next >= durationMs
          ? { index: (index + 1) % count, elapsed: 0, round }
          : { index, elapsed: next, round };
      });
    }, tickMs);
    return () => clearInterval(timer);
  }, [paused, count, durationMs, tickMs, state.round]);

  const select = useCallback(
    (index: number) =>
      setState(({ round }) => ({
        index: ((index % count) + count) % count,
        elapsed: 0,
        round: round + 1,
      })),
    [count],
  );

  return {
    index: state.index,
    progress: Math.min(100, (state.elapsed / durationMs) * 100),
    select,
  };
}

/**
 * Holds an auto-advancing region still while a mouse rests on it or keyboard focus is inside it
 * (the WAI-ARIA carousel pattern), so nothing changes under a reader's eyes. A mouse click's focus
 * does not count: after clicking an item the visitor should see its progress run.
 */
export function useInteractionPause() {
  const [isHovered, setHovered] = useState(false);
  const [hasKeyboardFocus, setKeyboardFocus] = useState(false);
  const handlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent) => {
      if (matchesFocusVisible(event.target)) setKeyboardFocus(true);
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setKeyboardFocus(false);
      }
    },
  };
  return { isPaused: isHovered || hasKeyboardFocus, handlers };
}

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible: treat focus as a click's
  }
}
