#!/usr/bin/env node
// Writes the language detector's database for the ten languages we serve
// (src/operator/language/ngrams-ten.json): eld's small database with every other language's scores
// removed, as eld's own saveSubset does. Loaded whole, eld's database holds about 150 MB of memory
// for sixty languages; ours holds about 14 MB and detects the same (decision 027).
// Run again after upgrading eld: `node scripts/language-data.mjs`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEN = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'tr', 'ja'];

/** eld's folder: its exports name only entry points, so it is found beside what Node resolves. */
function eldDirectory(from) {
  const require = createRequire(from);
  for (const modules of require.resolve.paths('eld') ?? []) {
    const candidate = path.join(modules, 'eld');
    try {
      require.resolve(path.join(candidate, 'src', 'languageDetector.js'));
      return candidate;
    } catch {}
  }
  throw new Error('the eld package is not installed');
}

const eld = eldDirectory(import.meta.url);
const { ngramsData } = await import(pathToFileURL(path.join(eld, 'src/ngrams/small.js')).href);
const ids = new Set(
  Object.entries(ngramsData.languages)
    .filter(([, code]) => TEN.includes(code))
    .map(([id]) => id),
);
const ngrams = {};
for (const [ngram, scores] of Object.entries(ngramsData.ngrams)) {
  const kept = Object.fromEntries(Object.entries(scores).filter(([id]) => ids.has(id)));
  if (Object.keys(kept).length > 0) ngrams[ngram] = kept;
}
const version = JSON.parse(
  await import('node:fs').then((fs) => fs.readFileSync(path.join(eld, 'package.json'), 'utf8')),
).version;
const out = path.join(here, '../src/operator/language/ngrams-ten.json');
writeFileSync(
  out,
  JSON.stringify({
    source: `eld ${version} small database (Apache-2.0, Nito T.M.), ten languages`,
    type: ngramsData.type,
    languages: ngramsData.languages,
    isSubset: true,
    ngrams,
  }),
);
console.log(`${out}: ${Object.keys(ngrams).length} ngrams of ${ids.size} languages`);
