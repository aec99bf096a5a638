#!/usr/bin/env node
// Builds the package with esbuild, and its types with tsc:
//   dist/index.js, dist/*.d.ts   the React component (ESM, react and react-dom left to the app)
//   dist-script/widget.js        the script-tag loader (a classic script, no framework)
//   dist-script/widget-panel-<hash>.js   the panel, on Preact, loaded by widget.js on demand
// and fails when a bundle takes in runtime code that must never reach a customer's page.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(here, 'dist');
const distScript = join(here, 'dist-script');
// Runtime code from these may not be bundled: contracts carry zod, apps/web is the dashboard.
const FORBIDDEN_INPUT = /(^|\/)(zod|packages\/contracts|apps\/web)\//;
// Browsers of 2020 on (Safari 14, Chrome 80, Firefox 72): `??=` and the like are lowered.
const target = 'es2020';

rmSync(dist, { recursive: true, force: true });
rmSync(distScript, { recursive: true, force: true });

function checkInputs(name, metafile) {
  const bad = Object.keys(metafile.inputs).filter((input) => FORBIDDEN_INPUT.test(input));
  if (bad.length > 0) fail(`${name} bundles code it must not: ${bad.join(', ')}`);
}

// 1. The React component.
const lib = await build({
  absWorkingDir: here,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target,
  jsx: 'automatic',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  minify: true,
  sourcemap: true,
  // The component uses state and effects: React Server Components frameworks need to know.
  banner: { js: '"use client";' },
  metafile: true,
  logLevel: 'warning',
});
checkInputs('dist/index.js', lib.metafile);

// 2. Types: tsc emits declarations; only those reachable from the entry are kept, and none may
// point at a private package.
execFileSync(
  process.execPath,
  [join(here, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: here,
    stdio: 'inherit',
  },
);
pruneDeclarations();

// 3. The panel chunk, on Preact (`react` hooks imports become Preact's, JSX is Preact's).
const panel = await build({
  absWorkingDir: here,
  entryPoints: { 'widget-panel': 'src/script/panel.ts' },
  outdir: 'dist-script',
  entryNames: '[name]-[hash]',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: { react: 'preact/hooks' },
  minify: true,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
checkInputs('the panel chunk', panel.metafile);
const panelFile = Object.keys(panel.metafile.outputs)
  .map((file) => relative('dist-script', file))
  .find((file) => file.endsWith('.js'));

// 4. The loader, told the panel's file name.
const loader = await build({
  absWorkingDir: here,
  entryPoints: ['src/script/widget.ts'],
  outfile: 'dist-script/widget.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target,
  define: { __PANEL_FILE__: JSON.stringify(panelFile) },
  minify: true,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
checkInputs('widget.js', loader.metafile);
const loaderInputs = Object.keys(loader.metafile.inputs);
if (loaderInputs.some((input) => /preact|frontdesk-chat|use-chat|api\.ts/.test(input))) {
  fail(`widget.js must hold the launcher only, found: ${loaderInputs.join(', ')}`);
}

writeFileSync(
  join(distScript, 'manifest.json'),
  `${JSON.stringify({ loader: 'widget.js', panel: panelFile }, null, 2)}\n`,
);
console.log(`built dist/index.js, dist-script/widget.js and dist-script/${panelFile}`);

/** Keeps the .d.ts files that dist/index.d.ts reaches; removes the rest. */
function pruneDeclarations() {
  const keep = new Set();
  const visit = (file) => {
    if (keep.has(file)) return;
    if (!existsSync(file)) fail(`declaration ${relative(here, file)} is missing`);
    keep.add(file);
    // Relative specifiers get their .js, which Node's ESM resolution (and attw) require.
    const text = readFileSync(file, 'utf8').replace(
      /(from\s+['"])(\.[^'"]+?)(?:\.js)?(['"])/g,
      '$1$2.js$3',
    );
    writeFileSync(file, text);
    if (text.includes('@frontdesk/')) {
      fail(`${relative(here, file)} refers to a private @frontdesk package`);
    }
    for (const [, specifier] of text.matchAll(/from\s+['"](\.[^'"]+)\.js['"]/g)) {
      visit(join(dirname(file), `${specifier}.d.ts`));
    }
  };
  visit(join(dist, 'index.d.ts'));
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
      } else if (path.endsWith('.d.ts') && !keep.has(path)) rmSync(path);
    }
  };
  walk(dist);
}

function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}
