#!/usr/bin/env node
// Measures the JavaScript the landing page loads to come alive: the entry chunk that index.html
// loads, the landing route's lazy chunk, every chunk either imports statically (recursively), and
// the prerendered page's boot script. Dynamic imports (other routes, the signed-in account menu)
// are left out: a guest on the landing page never downloads them.
//
// Usage (after `npm run build`): node scripts/measure-bundle.mjs [path/to/dist] [--json]
// Exits 1 when the total is over budget or when a chunk of another feature (the dashboard and
// the other app pages) sneaks into the landing page's set.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150_000; // 150 kB of gzip-compressed JavaScript
const LANDING_SOURCE = 'src/features/marketing/landing-page.tsx';
// The prerendered page's first script (it holds early clicks and loads the rest after the paint).
const BOOT_SOURCE = 'src/prerender/boot.ts';
// Any chunk built from these folders belongs to another screen and must stay out.
const FORBIDDEN = /(^|\/)src\/features\/(?!marketing\/)/;

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ?? path.join(root, 'apps/web/dist'),
);

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`Cannot read ${path.join(dist, '.vite/manifest.json')}: build the web app first.`);
  console.error(String(error));
  process.exit(1);
}

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('index.html'),
);
if (!entryKey) fail('no index.html entry in the manifest');
const landingKey = manifest[entryKey].dynamicImports?.find((key) => key === LANDING_SOURCE);
if (!landingKey) fail(`${LANDING_SOURCE} is not a dynamic import of the entry`);

// Walks static imports only, from the entry and from the landing route's chunk.
const keys = new Set();
const visit = (key) => {
  if (keys.has(key)) return;
  if (!manifest[key]) fail(`manifest has no chunk ${key}`);
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
visit(landingKey);
if (manifest[BOOT_SOURCE]) visit(BOOT_SOURCE);

const chunks = [...keys].map((key) => {
  const chunk = manifest[key];
  const code = readFileSync(path.join(dist, chunk.file));
  return {
    key,
    file: chunk.file,
    src: chunk.src ?? null,
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
  };
});
chunks.sort((a, b) => b.gzip - a.gzip);

const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
const raw = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
const css = [...keys].flatMap((key) => manifest[key].css ?? []);
const cssGzip = [...new Set(css)].reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  0,
);
const intruders = chunks.filter(
  (chunk) => FORBIDDEN.test(chunk.key) || /dashboard/i.test(chunk.file),
);

if (asJson) {
  console.log(
    JSON.stringify({ budgetBytes: BUDGET_BYTES, totalGzip: total, raw, cssGzip, chunks }, null, 2),
  );
} else {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log('Landing page initial JavaScript (static imports of index.html + landing route):');
  for (const chunk of chunks) {
    console.log(
      `  ${chunk.file.padEnd(48)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzip).padStart(9)}`,
    );
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(10)}  gzip ${kb(total).padStart(9)}`);
  console.log(`  (CSS, not counted: gzip ${kb(cssGzip)}; budget ${kb(BUDGET_BYTES)} gzip)`);
}

if (intruders.length > 0) {
  fail(
    `chunks of other screens are loaded by the landing page: ${intruders.map((c) => c.key).join(', ')}`,
  );
}
if (total > BUDGET_BYTES) {
  fail(`landing page JavaScript is ${total} bytes gzip, over the ${BUDGET_BYTES}-byte budget`);
}

function fail(message) {
  console.error(`measure-bundle: ${message}`);
  process.exit(1);
}
