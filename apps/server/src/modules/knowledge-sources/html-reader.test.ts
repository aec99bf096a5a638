import { describe, expect, it } from 'vitest';
import { measureStall } from '../../../test/support/event-loop-stall';
import { INLINE_BYTES, readHtml } from './html-reader';
import { htmlToText, MAX_HTML_BYTES, NestedTooDeeplyError } from './html-text';

/** A page near the size a page is read up to: 2 MB of paragraphs, headings and links. */
function largePage(): string {
  const sections: string[] = [];
  for (let i = 0, size = 0; size < MAX_HTML_BYTES - 20_000; i++) {
    const section = `<section><h2>Service ${i}</h2><p>Our service number ${i} costs $${i % 90} and takes ${i % 7} days. <a href="/services/${i}">More about it</a></p><ul><li>Open Monday to Friday</li><li>Call (555) 010-${String(i % 10000).padStart(4, '0')}</li></ul></section>`;
    sections.push(section);
    size += section.length;
  }
  return `<html><head><title>All our services</title></head><body><main>${sections.join('')}</main></body></html>`;
}

describe('reading a page off the server thread', () => {
  it('reads a large page in the worker, as the server thread would, without holding it', async () => {
    const html = largePage();
    const base = new URL('https://shop.example/services');
    const startedAt = performance.now();
    const inline = htmlToText(html, base);
    const inlineMs = performance.now() - startedAt;
    // The page is worth moving: read on this thread it holds the loop far longer than a stall.
    expect(inlineMs).toBeGreaterThan(100);

    await readHtml(html, base); // the worker's first start is not what is measured
    let read: Awaited<ReturnType<typeof readHtml>> | undefined;
    const { stall } = await measureStall(async () => {
      read = await readHtml(html, base);
    });
    expect(read!.title).toBe('All our services');
    expect(read!.text).toBe(inline.text);
    expect(read!.links.map(String)).toEqual(inline.links.map(String));
    expect(read!.links[0]).toBeInstanceOf(URL);
    expect(stall).toBeLessThan(Math.max(50, inlineMs / 4));
  }, 30_000);

  it('refuses a large page nested too deeply, as the server thread does', async () => {
    const nested = `<html><body>${'<div>'.repeat(600)}${'<p>filler text</p>'.repeat(4000)}${'</div>'.repeat(600)}</body></html>`;
    expect(Buffer.byteLength(nested)).toBeGreaterThan(INLINE_BYTES);
    await expect(readHtml(nested)).rejects.toBeInstanceOf(NestedTooDeeplyError);
    // The worker lives on for the next page.
    const next = await readHtml(`<html><body><p>${'Hello there. '.repeat(6000)}</p></body></html>`);
    expect(next.text).toContain('Hello there.');
  }, 30_000);

  it('reads a small page at once, with the same result', async () => {
    const html = '<html><head><title>Hours</title></head><body><p>Open 9 to 5.</p></body></html>';
    expect(await readHtml(html)).toEqual(htmlToText(html));
  });
});
