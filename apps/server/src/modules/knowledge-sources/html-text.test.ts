import { describe, expect, it } from 'vitest';
import { htmlToText, isNestedTooDeeply, MAX_NESTING, NestedTooDeeplyError } from './html-text';

const page = (main: string) =>
  `<!doctype html><html><head><title>Harbor Physio</title></head><body><main>${main}</main></body></html>`;

describe('htmlToText and lists of links', () => {
  it('leaves out a menu of the site inside <main>, and the line that introduces it', () => {
    const { text } = htmlToText(
      page(`<h1>Harbor Physio</h1>
<p>Welcome to Harbor Physio.</p>
<p>Read more about us:</p>
<ul>
  <li><a href="/prices">Packages and prices</a></li>
  <li><a href="/selling">Selling your home</a></li>
  <li><a href="/hours">Opening hours</a></li>
</ul>`),
    );
    expect(text).toBe('# Harbor Physio\n\nWelcome to Harbor Physio.');
  });

  it('leaves out a "related articles" block of links with its heading, and keeps what follows', () => {
    const { text } = htmlToText(
      page(`<h1>Single sessions</h1>
<p>Single session: 60 minutes, $180.</p>
<section class="related">
  <h2>Related articles</h2>
  <div><a href="/a">How to prepare for your first session</a></div>
  <div><a href="/b">Five stretches for runners</a> &middot; <a href="/c">Our team</a></div>
</section>
<h2>Cancellations</h2>
<p>Cancel at least 24 hours ahead.</p>`),
    );
    expect(text).not.toMatch(/Related|stretches|prepare|Our team/);
    expect(text).toBe(
      '# Single sessions\n\nSingle session: 60 minutes, $180.\n\n## Cancellations\n\nCancel at least 24 hours ahead.',
    );
  });

  it('leaves out a tag cloud', () => {
    const { text } = htmlToText(
      page(`<p>We treat sports injuries.</p>
<p>Tags: <a href="/t/1">knees</a>, <a href="/t/2">running</a>, <a href="/t/3">shoulders</a>, <a href="/t/4">posture</a></p>`),
    );
    expect(text).toBe('We treat sports injuries.');
  });

  it('keeps a sentence with links in it', () => {
    const { text } = htmlToText(
      page(`<p>Book online at <a href="https://example.com/book">example.com/book</a> or call us.</p>
<p>See our <a href="/prices">prices</a> and <a href="/hours">opening hours</a> before you come.</p>
<p>Write to <a href="mailto:desk@example.com">desk@example.com</a> or <a href="tel:+15550100">+1 555 0100</a>.</p>`),
    );
    expect(text).toContain('Book online at example.com/book or call us.');
    expect(text).toContain('See our prices and opening hours before you come.');
    expect(text).toContain('Write to desk@example.com or +1 555 0100.');
  });

  it('keeps a list of facts when one of its items has a link', () => {
    const { text } = htmlToText(
      page(`<h2>Good to know</h2>
<ul>
  <li>Single session: 60 minutes, $180.</li>
  <li>Parking is free behind the building.</li>
  <li><a href="/packages">Packages of five</a> save $100.</li>
</ul>`),
    );
    for (const fact of [
      '## Good to know',
      '- Single session: 60 minutes, $180.',
      '- Parking is free behind the building.',
      '- Packages of five save $100.',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('keeps a heading that is a link when it heads real content', () => {
    const { text } = htmlToText(
      page(`<h2><a href="/prices">Packages and prices</a></h2>
<p>Single session: 60 minutes, $180.</p>`),
    );
    expect(text).toBe('## Packages and prices\n\nSingle session: 60 minutes, $180.');
  });

  it('leaves out a list of links nested deeper than the blocks it judges, by their wrappers', () => {
    const menu =
      '<ul><li><a href="/a">Packages and prices</a></li><li><a href="/b">Our team</a></li></ul>';
    const nested = (depth: number) =>
      `<p>Welcome.</p>${'<div>'.repeat(depth)}${menu}${'</div>'.repeat(depth)}`;
    expect(htmlToText(page(nested(10))).text).toBe('Welcome.');
    expect(htmlToText(page(nested(200))).text).toBe('Welcome.');
  });

  it('reads a page nested to the bound, in order', () => {
    const nested = (html: string) =>
      `${'<div>'.repeat(MAX_NESTING - 10)}${html}${'</div>'.repeat(MAX_NESTING - 10)}`;
    const { text } = htmlToText(
      page(
        `<h1>Hours</h1>${nested('<p>Open daily from 9am.</p><table><tr><td>Sat</td><td>10am</td></tr></table>')}<p>Closed on Sundays.</p>`,
      ),
    );
    expect(text).toBe('# Hours\n\nOpen daily from 9am.\n\nSat\n10am\n\nClosed on Sundays.');
  });

  it('refuses a page nested deeper than the bound before parsing it', () => {
    // 20,000 unclosed wrappers overflowed a recursive walk; 180,000 (2 MB) took 20 s to parse.
    const deep = (depth: number) => page(`${'<div>'.repeat(depth)}Deep${'</div>'.repeat(depth)}`);
    expect(() => htmlToText(deep(20_000))).toThrow(NestedTooDeeplyError);
    expect(isNestedTooDeeply(deep(MAX_NESTING + 1))).toBe(true);
    expect(isNestedTooDeeply(deep(MAX_NESTING - 5))).toBe(false);
    // End tags left off count as open, as a parser would nest what follows.
    expect(isNestedTooDeeply(page('<span>'.repeat(MAX_NESTING + 1)))).toBe(true);
  });

  it('counts as nesting neither elements closed by the next one, nor tags in scripts or comments', () => {
    const many = MAX_NESTING * 2;
    expect(isNestedTooDeeply(page('<p>Line'.repeat(many)))).toBe(false);
    expect(isNestedTooDeeply(page(`<ul>${'<li>Item'.repeat(many)}</ul>`))).toBe(false);
    expect(isNestedTooDeeply(page(`<img src="a.png">`.repeat(many)))).toBe(false);
    expect(isNestedTooDeeply(page(`<script>"${'<div>'.repeat(many)}"</script><p>Hi</p>`))).toBe(
      false,
    );
    expect(isNestedTooDeeply(page(`<!-- ${'<div>'.repeat(many)} --><p>Hi</p>`))).toBe(false);
  });

  it('still finds every link of the page for the crawl', () => {
    const { links } = htmlToText(
      page('<ul><li><a href="/prices">Prices</a></li><li><a href="/hours">Hours</a></li></ul>'),
      new URL('https://harbor.example/'),
    );
    expect(links.map(String)).toEqual([
      'https://harbor.example/prices',
      'https://harbor.example/hours',
    ]);
  });
});
