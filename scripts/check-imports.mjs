#!/usr/bin/env node
// Enforces the architecture's import directions (docs/architecture.md, rules of the house 1-2).
// Biome has no "zones" rule, and a full lint plugin would be a dependency for twenty lines of
// logic, so this is a deliberately small static scan of import specifiers.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = join(root, 'apps/web/src');
const serverSrc = join(root, 'apps/server/src');
const contractsSrc = join(root, 'packages/contracts/src');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

function listSources(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // an area that does not exist yet has nothing to check
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/**
 * Blanks out comments (keeping newlines, so line numbers stay right) while leaving string
 * literals alone; an import written in a comment is not an import.
 */
function stripComments(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// `import x from 's'`, `export { x } from 's'`, `import 's'`, `import('s')`.
const SPECIFIER =
  /\bfrom\s*(['"])([^'"\n]+)\1|\bimport\s*(['"])([^'"\n]+)\3|\bimport\s*\(\s*(['"`])([^'"`\n]+)\5/g;

function readImports(file) {
  const text = stripComments(readFileSync(file, 'utf8'));
  const imports = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[2] ?? match[4] ?? match[6];
    const line = text.slice(0, match.index).split('\n').length;
    imports.push({ specifier, line });
  }
  return imports;
}

/** An absolute path for '@/...' and relative specifiers; null for packages. */
function resolveSpecifier(file, specifier) {
  if (specifier.startsWith('@/') && file.startsWith(webSrc + sep)) {
    return join(webSrc, specifier.slice(2));
  }
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

/** The path's first segments under `base`, or null when it lies outside. */
function segmentsUnder(base, path) {
  const rel = relative(base, path);
  if (rel.startsWith('..') || rel === '') return null;
  return rel.split(sep);
}

/** apps/web/src: ui/lib -> features -> app; features never reach into each other. */
function checkWeb(file, target) {
  const from = segmentsUnder(webSrc, file);
  const to = target && segmentsUnder(webSrc, target);
  if (!from || !to) return null;
  const [fromTop, fromFeature] = from;
  const [toTop, toFeature] = to;
  if (fromTop === 'features') {
    // A page's test may mount it behind the real route guards, composing as app/ does.
    if (toTop === 'app' && !TEST_FILE.test(file)) return 'a feature must not import from app/';
    if (toTop === 'features' && toFeature !== fromFeature) {
      return `feature "${fromFeature}" must not import from feature "${toFeature}"`;
    }
  }
  if (['components', 'lib', 'hooks'].includes(fromTop) && ['features', 'app'].includes(toTop)) {
    return `${fromTop}/ must not import from ${toTop}/`;
  }
  return null;
}

/**
 * Server modules that may import another module, each with its reason. A module that needs
 * another's data gets it through an interface handed over in api.ts, so this list is empty.
 */
const SERVER_MODULE_EXCEPTIONS = new Map([
  // ['from-module -> to-module', 'why'],
]);

/** apps/server/src: platform -> operator -> modules; modules never import each other. */
function checkServer(file, target) {
  const from = segmentsUnder(serverSrc, file);
  const to = target && segmentsUnder(serverSrc, target);
  if (!from || !to) return null;
  const [fromTop, fromModule] = from;
  const [toTop, toModule] = to;
  if (fromTop === 'modules' && toTop === 'modules' && fromModule !== toModule) {
    const pair = `${fromModule} -> ${toModule}`;
    if (!SERVER_MODULE_EXCEPTIONS.has(pair)) {
      return `module "${fromModule}" must not import from module "${toModule}" (hand it over in api.ts)`;
    }
  }
  if (fromTop === 'platform' && (toTop === 'modules' || toTop === 'operator')) {
    return `platform/ must not import from ${toTop}/`;
  }
  if (fromTop === 'operator' && toTop === 'modules')
    return 'operator/ must not import from modules/';
  return null;
}

/** packages/contracts is shared by web, server and widget: zod and itself, nothing else. */
function checkContracts(file, specifier, target) {
  if (target) {
    return segmentsUnder(contractsSrc, target) ? null : 'contracts may import only their own files';
  }
  const isZod = specifier === 'zod' || specifier.startsWith('zod/');
  // Test files run under vitest and may import it; they never reach a consumer's bundle.
  if (isZod || (TEST_FILE.test(file) && specifier === 'vitest')) return null;
  return `contracts may import only zod (found "${specifier}")`;
}

const violations = [];
const areas = [
  [webSrc, (file, _specifier, target) => checkWeb(file, target)],
  [serverSrc, (file, _specifier, target) => checkServer(file, target)],
  [contractsSrc, checkContracts],
];
for (const [dir, check] of areas) {
  for (const file of listSources(dir)) {
    for (const { specifier, line } of readImports(file)) {
      const problem = check(file, specifier, resolveSpecifier(file, specifier));
      if (problem) {
        violations.push(`${relative(root, file)}:${line}: '${specifier}': ${problem}`);
      }
    }
  }
}

if (violations.length > 0) {
  console.error(violations.join('\n'));
  console.error(`check-imports: ${violations.length} import(s) break the architecture's rules`);
  process.exit(1);
}
console.log('check-imports: import directions OK');
