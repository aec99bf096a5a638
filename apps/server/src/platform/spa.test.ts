import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/support/test-app';

// A web build as `npm run build -w @frontdesk/web` lays it out: the shell, hashed assets, the
// prerendered pages, public files, and a brotli and a gzip sibling beside each text file.
const dist = mkdtempSync(path.join(tmpdir(), 'web-build-'));
const SHELL = '<!doctype html><title>Frontdesk</title><div id="root"></div>';
const LANDING = `<!doctype html><title>Frontdesk</title><div id="root" data-prerendered="/"><h1>Your customers answered around the clock</h1>${' '.repeat(2000)}</div>`;
const SIGN_IN = '<!doctype html><title>Frontdesk</title><div id="root"><h1>Sign In</h1></div>';
const SCRIPT = `export const app = "${'the app '.repeat(500)}";`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

function writeBuildFile(file: string, body: string, { compressed = true } = {}) {
  const target = path.join(dist, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, body);
  if (!compressed) return;
  writeFileSync(`${target}.br`, brotliCompressSync(body));
  writeFileSync(`${target}.gz`, gzipSync(body));
}

writeBuildFile('index.html', SHELL);
writeBuildFile('assets/index-C0ffee12.js', SCRIPT);
writeBuildFile('prerendered/index.html', LANDING);
writeBuildFile('prerendered/sign-in.html', SIGN_IN);
writeBuildFile('favicon.svg', FAVICON, { compressed: false });

const context = useTestContext({ WEB_DIST_DIR: dist });
const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('the web build', () => {
  it('sends hashed assets precompressed, negotiated, and cached for a year', async () => {
    const brotli = await get('/assets/index-C0ffee12.js', BROWSER);
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-C0ffee12.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-C0ffee12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves each prerendered page at its route, compressed and revalidated on every visit', async () => {
    const landing = await get('/', BROWSER);
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toMatch(/^text\/html/);
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers.vary).toMatch(/accept-encoding/i);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toBe(LANDING);

    const etag = String(landing.headers.etag);
    expect((await get('/', { ...BROWSER, 'if-none-match': etag })).statusCode).toBe(304);

    const signIn = await get('/sign-in', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(signIn.rawPayload).toString()).toBe(SIGN_IN);
  });

  it('answers the shell for every other client route, uncached', async () => {
    for (const url of ['/dashboard/knowledge', '/sign-in/', '/organizations?tab=1']) {
      const response = await get(url, BROWSER);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
    }
  });

  it('keeps public files briefly and never serves the compressed or prerendered files by name', async () => {
    const favicon = await get('/favicon.svg', BROWSER);
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    expect(favicon.body).toBe(FAVICON);
    for (const url of [
      '/assets/index-C0ffee12.js.br',
      '/prerendered/sign-in.html',
      '/assets/index-0ld.js',
    ]) {
      expect((await get(url, BROWSER)).statusCode).toBe(404);
    }
  });
});
