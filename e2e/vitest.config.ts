import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser per file, two cores: files in parallel would only fight for CPU
    // and make timings flaky.
    fileParallelism: false,
    // A flaky journey is a bug to fix, not to hide behind a retry.
    retry: 0,
  },
});
