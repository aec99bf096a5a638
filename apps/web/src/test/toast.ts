import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The toast carrying a text (the page may show the same text elsewhere, e.g. in an alert). */
export function toastWith(text: string, options?: { timeout?: number }) {
  return waitFor(() => {
    const toast = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).find(
      (element) => element.textContent?.includes(text),
    );
    expect(toast).toBeDefined();
    return toast as HTMLElement;
  }, options);
}
