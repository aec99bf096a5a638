import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedCallback', () => {
  it('runs once, with the last arguments, after the delay has passed without a call', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 300));

    result.current('a');
    vi.advanceTimersByTime(200);
    result.current('ab');
    vi.advanceTimersByTime(299);
    expect(callback).not.toHaveBeenCalled();
    expect(result.current.isPending()).toBe(true);

    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('ab');
    expect(result.current.isPending()).toBe(false);
  });

  it('runs the latest callback and keeps the same function across renders', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ tag }) => useDebouncedCallback((value: string) => calls.push(`${tag}:${value}`), 300),
      { initialProps: { tag: 'first' } },
    );
    const debounced = result.current;
    debounced('x');
    rerender({ tag: 'second' });
    expect(result.current).toBe(debounced);

    vi.advanceTimersByTime(300);
    expect(calls).toEqual(['second:x']);
  });

  it('can be cancelled or flushed', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 300));

    result.current(1);
    result.current.cancel();
    vi.advanceTimersByTime(300);
    expect(callback).not.toHaveBeenCalled();

    result.current(2);
    result.current.flush();
    expect(callback).toHaveBeenCalledWith(2);
    vi.advanceTimersByTime(300);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting call when the component unmounts', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 300));
    act(() => result.current('late'));
    unmount();
    vi.advanceTimersByTime(300);
    expect(callback).not.toHaveBeenCalled();
  });
});
