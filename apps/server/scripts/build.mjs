#!/usr/bin/env node
// Builds the server once into plain JavaScript (dist/server.js), so a start loads one file
// instead of transpiling every TypeScript module through tsx. npm packages stay outside the bundle
// (node_modules is there at run time, and lazy `import()`s of optional providers stay lazy); the
// workspace's own TypeScript packages (@frontdesk/contracts) are bundled in.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.resolve(process.argv[2] ?? path.join(serverDir, 'dist'));

/** Every bare import but our workspace packages is left to Node at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@frontdesk/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Files find their neighbours (migrations, the web build) relative to `import.meta.url`. In one
 * bundle that is the bundle's own address, so each source file gets its own back: the bundle's
 * address joined with the file's path relative to the output folder.
 */
const sourceAddresses = {
  name: 'source-addresses',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
// Chunk names carry content hashes: the previous build's files go first (folders stay: tests
// build into folders of their own here).
const previous = await readdir(outdir, { withFileTypes: true }).catch(() => []);
for (const entry of previous) {
  if (entry.isFile()) await rm(path.join(outdir, entry.name));
}
await build({
  // The page reader's worker thread is a script of its own (src/modules/knowledge-sources/html-reader.ts).
  entryPoints: [
    path.join(serverDir, 'src/server.ts'),
    path.join(serverDir, 'src/modules/knowledge-sources/html-worker.ts'),
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The entry opens the database while `import('./app')` loads the rest: a chunk of its own.
  splitting: true,
  entryNames: '[name]',
  // Every file at the same depth: source-relative addresses below are computed from outdir.
  chunkNames: '[name]-[hash]',
  target: 'node20',
  sourcemap: 'linked',
  // Error types and log lines name classes and functions: keep their names.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages, sourceAddresses],
});
const ms = Math.round(performance.now() - started);
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'} in ${ms} ms`);
