import {
  type PointerEvent,
  type MouseEvent as ReactMouseEvent,
  useEffect,
  useMemo,
  useRef,
} from 'react';

/** How long a finger must rest on an item before its context menu opens (spec section 9). */
export const LONG_PRESS_MS = 700;

export interface LongPressOptions {
  /** Milliseconds the pointer must stay down; 700 by default. */
  delay?: number;
  /** Pointer kinds that may long-press, e.g. ['touch', 'pen']; every kind when left out. */
  pointerTypes?: readonly string[];
  /** How far (px) the pointer may wander before the press counts as a scroll instead. */
  moveTolerance?: number;
}

export interface LongPressHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(): void;
  onPointerLeave(): void;
  onPointerCancel(): void;
  onContextMenu(event: ReactMouseEvent<HTMLElement>): void;
  onClickCapture(event: ReactMouseEvent<HTMLElement>): void;
}

/**
 * Calls `onLongPress` when a pointer rests on the element for `delay` ms without moving away.
 * Spread the returned handlers on the element. Once a long press has fired, the click that the
 * browser sends on release is swallowed, so the element's own click action does not also run.
 */
export function useLongPress(
  onLongPress: () => void,
  { delay = LONG_PRESS_MS, pointerTypes, moveTolerance = 10 }: LongPressOptions = {},
): LongPressHandlers {
  const callbackRef = useRef(onLongPress);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  useEffect(() => {
    callbackRef.current = onLongPress;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const typesKey = pointerTypes?.join(',');

  return useMemo(() => {
    const allowed = typesKey?.split(',');
    const stop = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      start.current = null;
    };
    return {
      onPointerDown(event) {
        // Only the primary button of a mouse; every touch and pen contact is primary already.
        if (event.button !== 0) return;
        if (allowed && !allowed.includes(event.pointerType)) return;
        stop();
        fired.current = false;
        start.current = { x: event.clientX, y: event.clientY };
        timer.current = setTimeout(() => {
          timer.current = undefined;
          start.current = null;
          fired.current = true;
          callbackRef.current();
        }, delay);
      },
      onPointerMove(event) {
        if (!start.current) return;
        const dx = event.clientX - start.current.x;
        const dy = event.clientY - start.current.y;
        if (Math.hypot(dx, dy) > moveTolerance) stop();
      },
      onPointerUp: stop,
      onPointerLeave: stop,
      onPointerCancel: stop,
      onContextMenu(event) {
        // Touch browsers open their own menu on a long press; ours replaces it.
        if (start.current || fired.current) event.preventDefault();
      },
      onClickCapture(event) {
        if (!fired.current) return;
        fired.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    } satisfies LongPressHandlers;
  }, [delay, moveTolerance, typesKey]);
}
