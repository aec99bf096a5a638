import { useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the waiting call. */
  cancel(): void;
  /** Runs the waiting call now, if there is one. */
  flush(): void;
  /** True while a call is waiting for its delay to pass. */
  isPending(): boolean;
}

/**
 * Delays a callback until `delay` ms have passed without another call; only the last arguments
 * are used. The function is stable across renders and always runs the latest `callback`, so a
 * caller can pass an inline function. A call still waiting when the component unmounts is
 * dropped: it would act on a screen the user has already left.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
): DebouncedCallback<Args> {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingArgs = useRef<Args | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  });

  const debounced = useMemo(() => {
    const cancel = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      pendingArgs.current = undefined;
    };
    const flush = () => {
      const args = pendingArgs.current;
      cancel();
      if (args) callbackRef.current(...args);
    };
    const run = (...args: Args) => {
      clearTimeout(timer.current);
      pendingArgs.current = args;
      timer.current = setTimeout(flush, delay);
    };
    return Object.assign(run, {
      cancel,
      flush,
      isPending: () => pendingArgs.current !== undefined,
    });
  }, [delay]);

  useEffect(() => debounced.cancel, [debounced]);

  return debounced;
}
