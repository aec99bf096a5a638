import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { CACHE_IMMUTABLE, CACHE_SHORT } from './cache-control';

/** The script tag's files: the loader and its lazily loaded chunks. */
const WIDGET_FILE = /^widget[\w.-]*\.js$/;

type Encoding = 'br' | 'gzip' | 'identity';

function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * Serves the chat widget's script-tag build (`/widget.js` and its chunks) to any website: compressed
 * once at start (the files are a few kilobytes), cached, and loadable from every origin (the
 * default Cross-Origin-Resource-Policy would block a script tag on a customer's site).
 */
export function registerWidgetAssets(app: FastifyInstance, dir: string) {
  if (!existsSync(path.join(dir, 'widget.js'))) {
    app.log.warn('no widget build found: /widget.js is not served');
    return;
  }
  for (const file of readdirSync(dir).filter((name) => WIDGET_FILE.test(name))) {
    const body = readFileSync(path.join(dir, file));
    const variants: Record<Encoding, Buffer> = {
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      identity: body,
    };
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
    // The loader's URL is stable, so it is cached briefly; chunk names carry their content hash.
    const cacheControl = file === 'widget.js' ? CACHE_SHORT : CACHE_IMMUTABLE;
    app.get(`/${file}`, { schema: { hide: true } }, async (request, reply) => {
      reply.headers({
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': cacheControl,
        ETag: etag,
        Vary: 'Accept-Encoding',
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(variants[encoding]);
    });
  }
}
