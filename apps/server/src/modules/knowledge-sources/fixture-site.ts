import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small website on loopback for the crawler's tests: a sitemap index, robots.txt forbidding a
 * folder, a redirect to the cloud metadata address, a slow page, a 404, a page over the size
 * limit, a page nested too deeply, a PDF, and pages the test changes between syncs. ETags are the body's hash, so an
 * unchanged page answers 304 to a conditional request.
 */
/**
 * What real pages carry besides their text: a few kilobytes of inline script, so that every page
 * of the site is read by the page reader's worker thread as a real one is (html-reader.ts), in the
 * server's tests and through the built server in the browser tests.
 */
const INLINE_SCRIPT = `<script>window.dataLayer = window.dataLayer || [];${Array.from(
  { length: 120 },
  (_, i) => `dataLayer.push({ event: 'view_${i}', section: 'section_${i}' });`,
).join('')}</script>`;

export async function startFixtureSite(options: { extraPages?: number } = {}) {
  const state = {
    aboutVersion: 1,
    /** False: the contact page is taken off the site (unlinked, and 404). */
    linkContact: true,
    /** Requests per path, and how many of them were conditional. */
    hits: new Map<string, number>(),
    conditional: 0,
  };
  let origin = '';
  const layout = (
    title: string,
    main: string,
  ) => `<!doctype html><html><head><title>${title}</title>${INLINE_SCRIPT}</head>
<body><header><a href="/">Home</a> Header slogan quasar</header>
<nav><a href="/pricing">Pricing</a> <a href="/about">About</a>${state.linkContact ? ' <a href="/contact">Contact</a>' : ''}
${Array.from({ length: options.extraPages ?? 0 }, (_, i) => `<a href="/p/${i}">Page ${i}</a>`).join(' ')}</nav>
<div class="cookie-banner">We use cookies to improve nebulon experience.</div>
<main>${main}</main>
<footer>Footer copyright zeppelin 2026</footer></body></html>`;

  const pages: Record<string, () => string> = {
    '/': () =>
      layout('Acme Dental', '<h1>Welcome to Acme Dental</h1><p>We care for your teeth.</p>'),
    '/pricing': () =>
      layout(
        'Pricing',
        '<h1>Pricing</h1><h2>Platinum plan</h2><p>The platinum whitening plan costs 99 zorkmids per month.</p>',
      ),
    '/about': () =>
      layout(
        'About us',
        `<h1>About us</h1><p>${state.aboutVersion === 1 ? 'Founded by Doctor Quillfeather in 1999.' : 'Founded by Doctor Brambleworth in 2001.'}</p>`,
      ),
    '/contact': () =>
      layout('Contact', '<h1>Contact</h1><p>Call the front desk on extension 4471.</p>'),
    '/private/secret': () => layout('Secret', '<p>Hidden treasure marmalade.</p>'),
    '/huge': () => layout('Huge', `<p>${'lorem ipsum '.repeat(300_000)}</p>`),
    // Small enough to fetch, nested too deeply to parse within a bounded time.
    '/deep': () => layout('Deep', `${'<div>'.repeat(20_000)}Deep${'</div>'.repeat(20_000)}`),
  };

  const sitemapPaths = [
    '/',
    '/pricing',
    '/about',
    '/private/secret',
    '/missing',
    '/slow',
    '/huge',
    '/deep',
    '/brochure.pdf',
    '/old-metadata',
  ];

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    state.hits.set(path, (state.hits.get(path) ?? 0) + 1);
    if (request.headers['if-none-match'] || request.headers['if-modified-since'])
      state.conditional++;
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (path === '/robots.txt') {
      return send(
        200,
        'text/plain',
        `User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
    }
    if (path === '/sitemap.xml') {
      return send(
        200,
        'application/xml',
        `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap></sitemapindex>`,
      );
    }
    if (path === '/sitemap-pages.xml') {
      return send(
        200,
        'application/xml',
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemapPaths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`,
      );
    }
    if (path === '/old-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return response.end();
    }
    if (path === '/slow') {
      const timer = setTimeout(
        () => send(200, 'text/html', layout('Slow', '<p>Slow page</p>')),
        3000,
      );
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (path === '/brochure.pdf')
      return send(200, 'application/pdf', Buffer.from('%PDF-1.4 not read'));
    if (path === '/contact' && !state.linkContact) return send(404, 'text/html', '<p>Gone</p>');
    const extra = /^\/p\/(\d+)$/.exec(path);
    const page =
      pages[path] ??
      (extra
        ? () => layout(`Page ${extra[1]}`, `<p>Extra page number ${extra[1]}.</p>`)
        : undefined);
    if (!page) return send(404, 'text/html', '<p>Not found</p>');
    const body = page();
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
