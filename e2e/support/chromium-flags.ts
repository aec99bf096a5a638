/**
 * Flags for a quiet Chromium in a CI container, for the specs' browser and Lighthouse's alike: no
 * sandbox (unavailable when running as root in a container), no GPU, no background traffic to
 * Google, no first-run UI.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
