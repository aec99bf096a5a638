#!/usr/bin/env node
// Builds the package with esbuild, and its types with tsc:
//   dist/index.js, dist/*.d.ts   the React component (ESM, react and react-dom left to the app)
//   dist/words/<lang>.js         the words of each language but English, imported on demand
//   dist-script/widget.js        the script-tag loader (a classic script, no framework)
//   dist-script/widget-panel-<hash>.js   the panel, on Preact, loaded by widget.js on demand
//   dist-script/widget-words-<lang>-<hash>.js   a language's words, loaded beside the panel
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

// The languages besides English (src/words/<code>.ts; src/words/load-words.ts lists them, typed
// with the contract's languages, so a missing one fails to compile).
const languages = readdirSync(join(here, 'src/words'))
  .map((file) => /^([a-z]{2})\.ts$/.exec(file)?.[1])
  .filter((code) => code && code !== 'en');

// 1. The React component; each language's words are a chunk of their own (`import()`).
const lib = await build({
  absWorkingDir: here,
  entryPoints: ['src/index.ts'],
  outdir: 'dist',
  splitting: true,
  // Plain names: the app's bundler hashes what it emits.
  chunkNames: 'words/[name]',
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

// 3. Each language's words as a classic script (an IIFE cannot split off chunks): a virtual entry
// hands the language's words to the <script> that loaded it (src/script/chunk.ts).
const wordsEntries = {
  name: 'words-entries',
  setup(plugin) {
    plugin.onResolve({ filter: /^words:/ }, (args) => ({ path: args.path, namespace: 'words' }));
    plugin.onLoad({ filter: /.*/, namespace: 'words' }, (args) => ({
      contents: `import words from '../words/${args.path.slice(6)}';\nimport { handBack } from './chunk';\nhandBack(words);\n`,
      resolveDir: join(here, 'src/script'),
      loader: 'ts',
    }));
  },
};
const words = await build({
  absWorkingDir: here,
  entryPoints: Object.fromEntries(
    languages.map((code) => [`widget-words-${code}`, `words:${code}`]),
  ),
  outdir: 'dist-script',
  entryNames: '[name]-[hash]',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target,
  minify: true,
  sourcemap: true,
  metafile: true,
  plugins: [wordsEntries],
  logLevel: 'warning',
});
checkInputs('the words chunks', words.metafile);
const wordsFiles = {};
for (const file of Object.keys(words.metafile.outputs).filter((name) => name.endsWith('.js'))) {
  const name = relative('dist-script', file);
  wordsFiles[/^widget-words-([a-z]{2})-/.exec(name)[1]] = name;
}
const wordsDefine = JSON.stringify(wordsFiles);

// The panel loads words through src/script/load-words.ts in place of src/words/load-words.ts.
const scriptWords = {
  name: 'script-words',
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\/load-words$/ }, (args) =>
      args.importer.endsWith(join('src', 'words', 'use-words.ts'))
        ? { path: join(here, 'src/script/load-words.ts') }
        : undefined,
    );
  },
};

// 4. The panel chunk, on Preact (`react` hooks imports become Preact's, JSX is Preact's).
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
  define: { __WORDS_FILES__: wordsDefine },
  minify: true,
  sourcemap: true,
  metafile: true,
  plugins: [scriptWords],
  logLevel: 'warning',
});
checkInputs('the panel chunk', panel.metafile);
// Only English is inline: the others come as their own chunks.
const otherWords = new RegExp(`src/words/(${languages.join('|')})\\.ts$`);
if (Object.keys(panel.metafile.inputs).some((input) => otherWords.test(input))) {
  fail('the panel chunk holds the words of languages besides English');
}
const panelFile = Object.keys(panel.metafile.outputs)
  .map((file) => relative('dist-script', file))
  .find((file) => file.endsWith('.js'));

// 5. The loader, told the panel's and the words' file names.
const loader = await build({
  absWorkingDir: here,
  entryPoints: ['src/script/widget.ts'],
  outfile: 'dist-script/widget.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target,
  define: { __PANEL_FILE__: JSON.stringify(panelFile), __WORDS_FILES__: wordsDefine },
  minify: true,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
checkInputs('widget.js', loader.metafile);
const loaderInputs = Object.keys(loader.metafile.inputs);
if (
  loaderInputs.some(
    (input) => /preact|frontdesk-chat|use-chat|api\.ts/.test(input) || otherWords.test(input),
  )
) {
  fail(`widget.js must hold the launcher only, found: ${loaderInputs.join(', ')}`);
}

writeFileSync(
  join(distScript, 'manifest.json'),
  `${JSON.stringify({ loader: 'widget.js', panel: panelFile, words: wordsFiles }, null, 2)}\n`,
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
