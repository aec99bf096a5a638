import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { setViewportWidth } from './viewport';

// Whole-page tests typing with user-event take a few seconds on a busy machine; the default 5 s
// would fail them for being slow rather than wrong.
vi.setConfig({ testTimeout: 20_000 });
// Likewise a page's first render can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // A test may have stopped the clock or narrowed the window to a phone's; the next starts fresh.
  vi.useRealTimers();
  setViewportWidth(1024);
  cleanup();
  // Sonner keeps toasts in a module-level store and replays active ones to a newly mounted
  // Toaster, so without this a toast from one test would show up in the next.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests reset the sidebar cookie between runs
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

// jsdom lacks these browser APIs that Radix and our layout rely on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
