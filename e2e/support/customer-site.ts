/**
 * A business's own website on another origin (another port): a plain static page whose only
 * Frontdesk code is the script tag, as a business pastes it. The page's query string says which
 * key and which signed-in user the tag carries.
 */
import { createServer, type Server } from 'node:http';
import { findFreePort } from './app-server';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The query parameters a test may set, and the data-* attribute each becomes. */
const ATTRIBUTES: Record<string, string> = {
  key: 'data-key',
  organization: 'data-organization-id',
  userId: 'data-user-id',
  userName: 'data-user-name',
  userHash: 'data-user-hash',
};

function pageHtml(appURL: string, query: URLSearchParams): string {
  const attributes = Object.entries(ATTRIBUTES)
    .filter(([param]) => query.has(param))
    .map(([param, name]) => `${name}="${escapeAttribute(query.get(param) ?? '')}"`)
    .join(' ');
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Corner Bakery</title>
    <style>body { font: 16px serif; color: #222; } button { all: unset; }</style>
  </head>
  <body>
    <h1>Corner Bakery</h1>
    <p>Fresh bread every morning.</p>
    <script src="${appURL}/widget.js" ${attributes} async></script>
  </body>
</html>`;
}

export async function startCustomerSite(
  appURL: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const port = await findFreePort();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.test');
    if (url.pathname !== '/') {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(pageHtml(appURL, url.searchParams));
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
