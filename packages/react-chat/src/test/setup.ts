import '@testing-library/jest-dom/vitest';
import { configure, getConfig } from '@testing-library/dom';
import { afterEach } from 'vitest';

// Testing Library cannot print a shadow root when a query fails (it throws instead, and the
// test hangs): print its HTML.
const { getElementError } = getConfig();
configure({
  // A first render on a busy machine can take longer than Testing Library's default 1 s wait.
  asyncUtilTimeout: 5000,
  getElementError: (message, container) =>
    container instanceof ShadowRoot
      ? Object.assign(new Error(`${message}\n\n${container.innerHTML}`), {
          name: 'TestingLibraryElementError',
        })
      : getElementError(message, container),
});

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
