#!/usr/bin/env node
// Measures the chat widget as a customer's browser downloads it, from the files that
// `npm run build -w @frontdesk/react-chat` wrote (this script builds nothing):
//   component       packages/react-chat/dist/index.js (React itself is the app's, not counted)
//   loader          dist-script/widget.js, what every page with the script tag loads
//   panel           dist-script/<panel chunk>, loaded once a visitor reaches for the launcher
//   words           dist-script/<words chunk> of each language but English, loaded with the panel
// Prints raw, gzip and brotli sizes, and exits 1 when a gzip size is over its budget.
//
// Usage: node scripts/measure-widget.mjs [--json]

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Budgets in gzip bytes (kB = 1000 bytes, as scripts/measure-bundle.mjs counts).
const BUDGETS = {
  // 8.0 kB until issue 25 put 'Helpful' / 'Not helpful', the reason box and the sources under
  // every answer (about 0.35 kB gzip more than fitted): raised by just that. 8.4 kB until issue 27
  // gave the widget ten languages (8.37 kB before it, 9.10 kB after: about 0.73 kB for the words
  // as a table, choosing the language, remembering the conversation's, and the import() of each
  // other language, whose words are chunks of their own), and the away notice's words in the
  // conversation's language instead of English alone (9.10 kB): raised by just that.
  component: 9_110,
  // The launcher is all most visitors ever download: it stays small.
  loader: 3_000,
  'loader + panel': 20_000,
  // A language's words, loaded beside the panel for a visitor who does not read English.
  'words (largest)': 1_500,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = path.join(root, 'packages/react-chat');
const asJson = process.argv.includes('--json');

function read(file) {
  try {
    return readFileSync(path.join(pkg, file));
  } catch (error) {
    console.error(
      `measure-widget: cannot read packages/react-chat/${file}: build the widget first`,
    );
    console.error(`  (npm run build -w @frontdesk/react-chat): ${error.message}`);
    process.exit(1);
  }
}

/** Sizes of files sent one by one, as a server sends them, compressed each on its own. */
function measure(name, files) {
  const contents = files.map((file) => read(file));
  const sum = (size) => contents.reduce((total, data) => total + size(data), 0);
  return {
    name,
    files,
    bytes: sum((data) => data.length),
    gzip: sum((data) => gzipSync(data, { level: 9 }).length),
    brotli: sum(
      (data) =>
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    ),
  };
}

const manifest = JSON.parse(read('dist-script/manifest.json').toString('utf8'));
const loader = `dist-script/${manifest.loader}`;
const panel = `dist-script/${manifest.panel}`;
const words = Object.values(manifest.words ?? {}).map((file) =>
  measure('words', [`dist-script/${file}`]),
);
const rows = [
  measure('component', ['dist/index.js']),
  measure('loader', [loader]),
  measure('panel', [panel]),
  measure('loader + panel', [loader, panel]),
  ...words
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 1)
    .map((row) => ({ ...row, name: 'words (largest)' })),
];
const over = rows.filter((row) => BUDGETS[row.name] !== undefined && row.gzip > BUDGETS[row.name]);

if (asJson) {
  console.log(JSON.stringify({ budgets: BUDGETS, rows }, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
  console.log('Frontdesk chat widget (packages/react-chat):');
  console.log(
    `  ${'part'.padEnd(16)}${'raw'.padStart(11)}${'gzip'.padStart(11)}${'brotli'.padStart(11)}  budget (gzip)`,
  );
  for (const row of rows) {
    const budget = BUDGETS[row.name];
    const verdict =
      budget === undefined ? '' : `${kb(budget)} ${row.gzip > budget ? 'OVER' : 'ok'}`;
    console.log(
      `  ${row.name.padEnd(16)}${kb(row.bytes).padStart(11)}${kb(row.gzip).padStart(11)}${kb(row.brotli).padStart(11)}  ${verdict}`,
    );
  }
  console.log(`  (the component excludes React; the panel chunk is ${manifest.panel})`);
}

if (over.length > 0) {
  for (const row of over) {
    console.error(
      `measure-widget: ${row.name} is ${row.gzip} bytes gzip, over its ${BUDGETS[row.name]}-byte budget`,
    );
  }
  process.exit(1);
}
