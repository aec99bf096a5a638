import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_BREAKPOINT, useIsMobile } from './use-mobile';

const initialWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => setWidth(initialWidth));

describe('useIsMobile', () => {
  it('is true only below 768px', () => {
    expect(MOBILE_BREAKPOINT).toBe(768);
    setWidth(767);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    setWidth(768);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('follows the media query when the viewport changes', () => {
    const listeners = new Set<() => void>();
    const matchMedia = vi.fn((media: string) => ({
      media,
      matches: false,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    vi.spyOn(window, 'matchMedia').mockImplementation(
      matchMedia as unknown as typeof window.matchMedia,
    );
    setWidth(1280);
    const { result, unmount } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 767px)');

    setWidth(375);
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(result.current).toBe(true);

    unmount();
    expect(listeners.size).toBe(0);
  });
});
