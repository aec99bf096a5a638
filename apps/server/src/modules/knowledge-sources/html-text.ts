import { parseHTML } from 'linkedom';

/** Parts of a page that are never its content: navigation, chrome, scripts, cookie banners. */
const NOT_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'form',
  'nav',
  'header',
  'footer',
  'aside',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[aria-hidden="true"]',
  '[hidden]',
].join(',');

/** Class or id words of cookie banners, consent dialogs and other boilerplate blocks. */
const BOILERPLATE =
  /(^|[\s_-])(cookie|consent|gdpr|banner|popup|modal|newsletter|breadcrumb|skip-link|sidebar|menu)([\s_-]|$)/i;

const BLOCKS = new Set([
  'P',
  'DIV',
  'SECTION',
  'ARTICLE',
  'MAIN',
  'LI',
  'UL',
  'OL',
  'TABLE',
  'TR',
  'BLOCKQUOTE',
  'PRE',
  'DL',
  'DT',
  'DD',
  'BR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'TD',
  'TH',
  'FIGCAPTION',
]);

export interface PageText {
  title: string | null;
  /** The main content as text: headings on their own lines as `# Heading`, paragraphs apart. */
  text: string;
  /** Absolute links found anywhere on the page (navigation included: that is how a site is found). */
  links: URL[];
}

// biome-ignore lint/suspicious/noExplicitAny: linkedom's DOM types are not the lib.dom ones.
type Node = any;

function textOf(node: Node, out: string[]) {
  for (const child of node.childNodes ?? []) {
    if (child.nodeType === 3) {
      out.push(child.textContent.replace(/\s+/g, ' '));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const tag = String(child.tagName).toUpperCase();
    const heading = /^H([1-6])$/.exec(tag);
    if (heading) {
      const words = child.textContent.replace(/\s+/g, ' ').trim();
      if (words) out.push(`\n\n${'#'.repeat(Number(heading[1]))} ${words}\n\n`);
      continue;
    }
    const block = BLOCKS.has(tag);
    if (block) out.push('\n');
    if (tag === 'LI') out.push('- ');
    textOf(child, out);
    if (block) out.push(tag === 'TD' || tag === 'TH' ? ' ' : '\n');
  }
}

/** Tidies extracted text: no trailing spaces, at most one blank line in a row. */
function tidy(text: string) {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A page's main content as text: `<main>` or `<article>` when the page has one, else the body,
 * without navigation, headers, footers, asides, cookie banners and scripts; headings kept.
 */
export function htmlToText(html: string, base?: URL): PageText {
  const { document } = parseHTML(html);
  const title = document.querySelector('title')?.textContent?.replace(/\s+/g, ' ').trim() || null;
  const links: URL[] = [];
  if (base) {
    for (const anchor of document.querySelectorAll('a[href]')) {
      try {
        const url = new URL(anchor.getAttribute('href'), base);
        if (url.protocol === 'http:' || url.protocol === 'https:') links.push(url);
      } catch {
        // An unreadable href is no link.
      }
    }
  }
  for (const node of document.querySelectorAll(NOT_CONTENT)) node.remove();
  for (const node of document.querySelectorAll('[class],[id]')) {
    if (BOILERPLATE.test(`${node.getAttribute('class') ?? ''} ${node.getAttribute('id') ?? ''}`)) {
      node.remove();
    }
  }
  const root =
    document.querySelector('main') ??
    document.querySelector('article') ??
    document.querySelector('[role="main"]') ??
    document.body ??
    document.documentElement;
  const out: string[] = [];
  if (root) textOf(root, out);
  return { title, text: tidy(out.join('')), links };
}
