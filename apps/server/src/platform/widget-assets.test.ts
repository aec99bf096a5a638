import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/support/test-app';

const dir = mkdtempSync(path.join(tmpdir(), 'widget-build-'));
const LOADER = 'console.log("the launcher");'.repeat(20);
writeFileSync(path.join(dir, 'widget.js'), LOADER);
writeFileSync(path.join(dir, 'widget-panel-ABC123.js'), 'export const panel = 1;');
writeFileSync(path.join(dir, 'manifest.json'), '{}');

const context = useTestContext({ WIDGET_DIST_DIR: dir });
const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

describe('the widget script', () => {
  it('is served compressed, cached and loadable from any website', async () => {
    const response = await get('/widget.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOADER);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toContain('max-age=300');
    const again = await get('/widget.js', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/widget.js')).body).toBe(LOADER);
  });

  it('caches hashed chunks for a year and serves nothing else from the folder', async () => {
    const chunk = await get('/widget-panel-ABC123.js', { 'accept-encoding': 'gzip' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect((await get('/manifest.json')).statusCode).toBe(404);
    expect((await get('/widget-missing.js')).statusCode).toBe(404);
  });
});
