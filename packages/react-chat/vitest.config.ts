import { defineConfig } from 'vitest/config';

// Two runs of the same sources: the React component as apps use it, and the script-tag build's
// loader and panel on Preact, the way esbuild bundles them (react hooks -> preact/hooks).
const define = {
  __PANEL_FILE__: JSON.stringify('widget-panel-TEST.js'),
  __WORDS_FILES__: JSON.stringify({ es: 'widget-words-es-TEST.js', fr: 'widget-words-fr-TEST.js' }),
};

export default defineConfig({
  define,
  test: {
    environment: 'jsdom',
    restoreMocks: true,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'react',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/script/**'],
          setupFiles: ['./src/test/setup.ts', './src/test/setup-react.ts'],
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            { find: /^react$/, replacement: 'preact/hooks' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
          ],
        },
        test: {
          name: 'preact',
          include: ['src/script/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
