import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { resolve } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve,
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Both cores (the default leaves one idle on a two-core machine): the files share nothing.
    maxWorkers: 2,
  },
});
