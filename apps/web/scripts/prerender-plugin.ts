import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin, Rollup, ViteBuilder } from 'vite';
import { APP_SCRIPTS_ID } from '../src/prerender/handover.js';
import { precompressDir } from './precompress.js';

/** The build's server entry (bundled for Node, run once at build time, never deployed). */
const SERVER_ENTRY = 'src/prerender/render-page.tsx';
/** Inside node_modules: ignored by git and the linters, and next to the packages it imports. */
const SERVER_OUT_DIR = 'node_modules/.prerender';
/** A prerendered page's first script: holds early clicks, loads the app after the first paint. */
const BOOT_ENTRY = 'src/prerender/boot.ts';
const ROOT_ELEMENT = '<div id="root"></div>';
/** React writes a page's <title> first in its markup. */
const LEADING_TITLE = /^<title>[^<]*<\/title>/;
/** The app's script and preload tags Vite writes into index.html. */
const APP_SCRIPT_TAG =
  /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/** What `SERVER_ENTRY` exports. */
interface ServerEntry {
  prerenderedPages: { path: string; source: string }[];
  prerenderedFile(path: string): string;
  renderPage(path: string): Promise<string>;
}

/**
 * `vite build` builds the app twice (for Node, then for the browser), renders the public pages to
 * HTML with the Node build, then compresses every text file of the output. The Node build goes
 * first so that `dist` is emptied only for the browser build's few seconds.
 */
export function prerenderPlugin(): Plugin {
  return {
    name: 'frontdesk:prerender',
    apply: 'build',
    config: () => ({
      builder: {},
      environments: {
        client: {
          build: {
            rolldownOptions: {
              input: { index: 'index.html', boot: BOOT_ENTRY },
              // Imported constants are written in place: the boot script shares its names with
              // the app (handover.ts) yet stays one file that imports nothing.
              optimization: { inlineConst: { mode: 'all', pass: 1 } },
            },
          },
        },
        ssr: {
          build: {
            outDir: SERVER_OUT_DIR,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            rolldownOptions: {
              input: SERVER_ENTRY,
              // .mjs: Node reads files under node_modules without a package.json as CommonJS. The
              // hash gives each build a new URL, which Node has not cached yet.
              output: { entryFileNames: '[name]-[hash].mjs', chunkFileNames: '[name]-[hash].mjs' },
            },
          },
        },
      },
    }),
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr)
        throw new Error('prerender: the client and ssr environments are missing');
      const serverEntry = entryFileOf(await builder.build(ssr));
      await builder.build(client);
      const outDir = path.resolve(client.config.root, client.config.build.outDir);
      const serverDir = path.resolve(ssr.config.root, ssr.config.build.outDir);
      const pages = await prerenderPages(outDir, path.join(serverDir, serverEntry));
      const compressed = await precompressDir(outDir);
      client.logger.info(
        `prerendered ${pages.join(', ')}; ${compressed} files precompressed (brotli and gzip)`,
      );
    },
  };
}

function entryFileOf(output: Awaited<ReturnType<ViteBuilder['build']>>): string {
  const outputs = (Array.isArray(output) ? output : [output]) as Partial<Rollup.RollupOutput>[];
  for (const { output: files = [] } of outputs) {
    const entry = files.find((file) => file.type === 'chunk' && file.isEntry);
    if (entry) return entry.fileName;
  }
  throw new Error('prerender: the server build has no entry chunk');
}

async function prerenderPages(outDir: string, serverEntry: string): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(serverEntry).href);
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT))
    throw new Error(`prerender: no ${ROOT_ELEMENT} in index.html`);
  const manifest = JSON.parse(
    await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  for (const page of entry.prerenderedPages) {
    const html = pageDocument(template, manifest, page, await entry.renderPage(page.path));
    const file = path.join(outDir, entry.prerenderedFile(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  return entry.prerenderedPages.map((page) => page.path);
}

/** The app's shell (index.html) filled with one page's markup, title and scripts. */
function pageDocument(
  template: string,
  manifest: Manifest,
  page: ServerEntry['prerenderedPages'][number],
  rendered: string,
): string {
  // A browser only reads titles in the head. The page's goes before the shell's, where React puts
  // it too: hydration adopts the first title, and the shell's stays for a page without one.
  const title = rendered.match(LEADING_TITLE)?.[0] ?? '';
  const markup = rendered.slice(title.length);
  const { styles, modules } = pageAssets(manifest, page.source);
  // The app's tags wait, inert, in a template until the boot script adds them after the first
  // paint: the page's own modules, then the entry and what it imports.
  const appTags = [
    ...modules,
    ...[...template.matchAll(APP_SCRIPT_TAG)].map(([tag]) => tag.trim()),
  ];
  const boot = `<script type="module" crossorigin src="/${chunkFile(manifest, BOOT_ENTRY)}"></script>`;
  return template
    .replace(APP_SCRIPT_TAG, '')
    .replace('<title>', `${title}<title>`)
    .replace('</head>', `${styles.join('')}${boot}</head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root" data-prerendered="${page.path}">${markup}</div>` +
        `<template id="${APP_SCRIPTS_ID}">${appTags.join('')}</template>`,
    );
}

function chunkFile(manifest: Manifest, source: string): string {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`prerender: ${source} is not in the client build`);
  return chunk.file;
}

/**
 * The page module's script tag with preload links for the chunks it imports that the entry does
 * not load already (so that the browser fetches them at once rather than one level at a time),
 * and the stylesheets of those chunks, which the paint needs.
 */
function pageAssets(manifest: Manifest, source: string) {
  const loadedByEntry = staticImportsOf(manifest, 'index.html');
  const imported = [...staticImportsOf(manifest, source)].filter(
    (key) => key !== source && !loadedByEntry.has(key),
  );
  const entryCss = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  const css = new Set([source, ...imported].flatMap((key) => manifest[key]?.css ?? []));
  return {
    styles: [...css]
      .filter((file) => !entryCss.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    modules: [
      `<script type="module" crossorigin src="/${chunkFile(manifest, source)}"></script>`,
      ...imported.map(
        (key) => `<link rel="modulepreload" crossorigin href="/${chunkFile(manifest, key)}">`,
      ),
    ],
  };
}

/** The chunk and every chunk it imports statically, recursively (what loading it costs). */
function staticImportsOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) staticImportsOf(manifest, imported, found);
  return found;
}
