import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@frontdesk/contracts/paths';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call answers index.html so that client-side routes work on reload.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  const hasBuild = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
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
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(404, 'not_found', `Route ${request.method} ${pathname} not found`));
  });
}
