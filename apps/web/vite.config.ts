import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './scripts/prerender-plugin.js';

// Shared with vitest.config.ts, so the app and its tests resolve imports the same way.
export const resolve = {
  alias: {
    '@': fileURLToPath(new URL('./src', import.meta.url)),
    // The widget package from its source: the web app builds and tests without building it first.
    '@frontdesk/react-chat': fileURLToPath(
      new URL('../../packages/react-chat/src/index.ts', import.meta.url),
    ),
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderPlugin()],
  resolve,
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
