import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@frontdesk/contracts/paths';
import type { FastifyInstance } from 'fastify';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_SHORT } from './cache-control';
import { errorBody } from './errors';

/** Pages the web build rendered to HTML: `prerendered/index.html` is `/`, `sign-in.html` `/sign-in`. */
const PRERENDERED_DIR = 'prerendered';
/** What the build names by content hash (Vite's `assets/`). */
const HASHED_DIR = 'assets';

/**
 * Serves the built web app. Every text file has brotli and gzip siblings made at build time, sent
 * to the browsers that accept them. The public pages prerendered at build time are served at their
 * routes; every other GET that is not an API call or a file answers the app's shell (index.html),
 * so that client-side routes work on reload.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  const hasBuild = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    const hashedDir = path.join(distDir, HASHED_DIR) + path.sep;
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Compressed siblings are chosen by negotiation, never asked for by name; prerendered pages
      // have routes of their own.
      globIgnore: ['**/*.br', '**/*.gz', `${PRERENDERED_DIR}/**`],
      setHeaders(reply, filePath) {
        reply.header(
          'Cache-Control',
          cacheControlOf(filePath.replace(/\.(br|gz)$/, ''), hashedDir),
        );
      },
    });
    for (const [route, file] of prerenderedPages(distDir)) {
      app.get(route, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file));
    }
  } else {
    app.log.warn('no web build found: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi =
      pathname === API_BASE || pathname.startsWith(`${API_BASE}/`) || pathname.startsWith('/api/');
    // A missing file (an old hashed asset after a deploy) is a 404, not the app's HTML.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (hasBuild && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(404, 'not_found', `Route ${request.method} ${pathname} not found`));
  });
}

/** Hashed assets never change; HTML names them, so it is asked for again on every visit. */
function cacheControlOf(file: string, hashedDir: string): string {
  if (file.startsWith(hashedDir)) return CACHE_IMMUTABLE;
  return file.endsWith('.html') ? CACHE_REVALIDATE : CACHE_SHORT;
}

/** Route -> file (relative to the build) for each prerendered page; none with an older build. */
function prerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(distDir, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const fullPath = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, fullPath).split(path.sep).join('/').slice(0, -'.html'.length);
    const route = name === 'index' ? '/' : `/${name.replace(/\/index$/, '')}`;
    pages.set(route, `${PRERENDERED_DIR}/${name}.html`);
  }
  return pages;
}
