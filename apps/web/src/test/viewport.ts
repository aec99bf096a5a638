/** Makes the viewport a phone's (or back to jsdom's 1024 px) for the breakpoint hook. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}
