import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Whole-page tests typing with user-event take a few seconds on a busy machine; the default 5 s
// would fail them for being slow rather than wrong.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
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
