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

/**
 * The text of `root`'s subtree, in document order. Walked with a stack of its own, not by
 * recursion: a page may nest its blocks deeper than the call stack goes (tens of thousands of
 * unclosed <div>s), and one such page must not fail a whole crawl.
 */
function textOf(root: Node, out: string[]) {
  // Each entry is a node to read, or a string to write once the element before it is read.
  const pending: (Node | string)[] = [...(root.childNodes ?? [])].reverse();
  while (pending.length > 0) {
    const child = pending.pop();
    if (typeof child === 'string') {
      out.push(child);
      continue;
    }
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
    if (block) {
      out.push('\n');
      pending.push(tag === 'TD' || tag === 'TH' ? ' ' : '\n');
    }
    if (tag === 'LI') out.push('- ');
    const children = child.childNodes ?? [];
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]);
  }
}

/**
 * Blocks that can be nothing but links: a menu, a table of contents, "related pages", a tag cloud.
 * Headings and list items are never judged alone: a heading that is a link heads what follows it,
 * and one item of a list is judged with its list.
 */
const LINK_BLOCK_CANDIDATES = 'p,div,section,article,ul,ol,dl,menu,table';

/** Share of a block's text inside links beyond which it is a list of links, not content. */
const MAX_LINK_DENSITY = 0.6;
/** One link in a block is a sentence's link; a list of links has several. */
const MIN_LINKS_OF_A_LINK_BLOCK = 2;
/** A lead-in ("Read more about us:") is a short line that ends in a colon. */
const MAX_LEAD_IN_CHARS = 80;

const wordsOf = (node: Node) =>
  String(node.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A link whose words are themselves the fact: an e-mail address, a phone number, a web address
 * ("Book online at example.com/book"). Its text is content a customer asks for, not a way
 * elsewhere, so it never makes a block a list of links.
 */
function isSelfDescribingLink(anchor: Node, words: string): boolean {
  const href = String(anchor.getAttribute?.('href') ?? '');
  if (/^(mailto|tel|sms):/i.test(href)) return true;
  return (
    /^\S+@\S+\.\S+$/.test(words) ||
    /^(https?:\/\/|www\.)\S+$/i.test(words) ||
    /^[\w-]+(\.[\w-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(words) ||
    /^\+?[\d\s().-]{7,}$/.test(words)
  );
}

/** The text of a block's links, without the self-describing ones, and how many they are. */
function linkTextOf(block: Node): { links: number; chars: number } {
  let links = 0;
  let chars = 0;
  for (const anchor of block.querySelectorAll('a')) {
    const words = wordsOf(anchor);
    if (!words || isSelfDescribingLink(anchor, words)) continue;
    links++;
    chars += words.length;
  }
  return { links, chars };
}

/**
 * A block whose text is almost all link text, with several links: navigation, not content.
 * `links` is how many it had before the lists inside it were left out: a "related pages" block
 * whose inner lists are gone is still one, even with a single link left in it.
 */
function isLinkBlock(block: Node, links: number): boolean {
  const total = wordsOf(block).length;
  if (total === 0 || links < MIN_LINKS_OF_A_LINK_BLOCK) return false;
  return linkTextOf(block).chars / total > MAX_LINK_DENSITY;
}

const headingLevel = (node: Node | null) => {
  const match = node ? /^H([1-6])$/.exec(String(node.tagName).toUpperCase()) : null;
  return match ? Number(match[1]) : undefined;
};

/** A short line that only announces what follows it ("Read more about us:", "See also:"). */
const isLeadIn = (node: Node | null) => {
  if (!node || headingLevel(node) !== undefined) return false;
  const words = wordsOf(node);
  return words.length > 0 && words.length <= MAX_LEAD_IN_CHARS && words.endsWith(':');
};

/**
 * Removes a list of links with what only introduced it: the lead-in line just before it, a
 * heading that heads nothing else once it is gone, and a wrapper it leaves empty. Left behind,
 * those would be passages of their own, or a heading given to the next section.
 */
function removeLinkBlock(block: Node, root: Node) {
  let node = block;
  for (;;) {
    let before = node.previousElementSibling;
    if (isLeadIn(before)) {
      const leadIn = before;
      before = before.previousElementSibling;
      leadIn.remove();
    }
    const level = headingLevel(before);
    const nextLevel = headingLevel(node.nextElementSibling);
    const headsNothingElse =
      !node.nextElementSibling || (nextLevel !== undefined && nextLevel <= (level ?? 0));
    if (level !== undefined && headsNothingElse) before.remove();
    const parent = node.parentNode;
    node.remove();
    if (!parent || parent === root || wordsOf(parent)) return;
    node = parent;
  }
}

/**
 * How deep below the content's root a block may be and still be judged. Judging a block reads
 * its whole subtree, so the work is the page's size times its depth: a 215 kB page of 5,000
 * nested blocks took 6 s, one of 860 kB 109 s. Real pages nest a few dozen levels.
 */
const MAX_JUDGED_DEPTH = 64;

function isWithinDepth(block: Node, root: Node): boolean {
  let node: Node | null = block;
  for (let depth = 0; depth <= MAX_JUDGED_DEPTH; depth++) {
    if (!node || node === root) return true;
    node = node.parentNode;
  }
  return false;
}

/**
 * Leaves out the blocks of the content that are lists of links (menus inside <main>, tables of
 * contents, "related pages", tag clouds), as readability-style extractors do by link density.
 * Their words are the titles of other pages, so as passages they match many questions and take
 * the places of the passages that answer them. Innermost blocks first, so a wrapper is judged by
 * the text left in it: a greeting beside a menu keeps the greeting.
 */
function removeLinkBlocks(root: Node) {
  const blocks: Node[] = [...root.querySelectorAll(LINK_BLOCK_CANDIDATES)]
    .filter((block) => isWithinDepth(block, root))
    .reverse();
  const linksBefore = new Map(blocks.map((block) => [block, linkTextOf(block).links]));
  for (const block of blocks) {
    if (!root.contains(block)) continue;
    if (isLinkBlock(block, linksBefore.get(block) ?? 0)) removeLinkBlock(block, root);
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
 * The most HTML read as one page, from a website or an uploaded file. Parsing it is synchronous,
 * on the event loop every tenant's turns share: 2 MB of plain blocks take about half a second;
 * an uploaded 19 MB page took 7.9 s. A page that size is no web page a business writes for its
 * customers; a long document comes as a PDF (read page by page, without holding the loop).
 */
export const MAX_HTML_BYTES = 2 * 1024 * 1024;

/**
 * How deep a page's elements may nest. The parser's work grows faster than the page beyond a few
 * tens of thousands of levels (a 2 MB page of nested blocks took 20 s, a flat one 0.45 s), all of
 * it on the event loop customers' turns share. Real pages nest a few dozen levels; browsers' own
 * parsers stop nesting at 512.
 */
export const MAX_NESTING = 512;

/** Elements that never hold others, and elements an end tag is often left off (a new one closes them). */
const NOT_NESTING =
  /^(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr|p|li|dt|dd|td|th|tr|tbody|thead|tfoot|option|optgroup|rp|rt|colgroup)$/;
/** Elements whose content is text, not markup: a "<div>" in a script is no element. */
const RAW_TEXT = /^(script|style|textarea|title|xmp)$/;

/**
 * Whether the page's elements nest deeper than `MAX_NESTING`, read from its tags alone (one pass
 * over the text, before any parsing). End tags left off count as still open, as a parser would.
 */
export function isNestedTooDeeply(html: string): boolean {
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>|<!--/g;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', tag.lastIndex);
      if (end < 0) break;
      tag.lastIndex = end + 3;
      continue;
    }
    const [, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (RAW_TEXT.test(name) && !closing) {
      const end = new RegExp(`</${name}`, 'ig');
      end.lastIndex = tag.lastIndex;
      if (!end.exec(html)) break;
      tag.lastIndex = end.lastIndex;
      continue;
    }
    if (NOT_NESTING.test(name) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > MAX_NESTING) return true;
  }
  return false;
}

/** A page that cannot be read within its bound of work (`MAX_NESTING`). */
export class NestedTooDeeplyError extends Error {
  constructor() {
    super('nested too deeply');
  }
}

/**
 * A page's main content as text: `<main>` or `<article>` when the page has one, else the body,
 * without navigation, headers, footers, asides, cookie banners, scripts and blocks that are
 * lists of links (by link density); headings kept. Throws `NestedTooDeeplyError` for a page
 * whose elements nest deeper than `MAX_NESTING`.
 */
export function htmlToText(html: string, base?: URL): PageText {
  if (isNestedTooDeeply(html)) throw new NestedTooDeeplyError();
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
  if (root) {
    removeLinkBlocks(root);
    textOf(root, out);
  }
  return { title, text: tidy(out.join('')), links };
}
