/**
 * PDFs written by hand for tests and benchmarks: one page per string, each with a real text layer
 * (Helvetica, the text wrapped into lines as a word processor would), or, for an empty string, a
 * page with only a drawn line (a scan: no text to extract). No library, so what the file holds is
 * exactly what the test says. A blank line is a paragraph break (an empty line on the page); a
 * single line break is one the author typed inside a paragraph (a list, a word hyphenated by
 * hand), so the next words start a line of their own.
 *
 *   makePdf(['First page.\n\nIts second paragraph.\nA line of its own.', 'Second page.'])
 */

/** Points: US Letter, one-inch margins, 11 pt type on 14 pt lines. */
const PAGE = { width: 612, height: 792, margin: 72, fontSize: 11, leading: 14 };
/** Characters per line: Helvetica's average glyph is about half its size wide. */
const LINE_CHARACTERS = Math.floor((PAGE.width - 2 * PAGE.margin) / (PAGE.fontSize * 0.5));

/** The words of a paragraph, wrapped into lines of at most `width` characters. */
export function wrapLines(paragraph: string, width = LINE_CHARACTERS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal: backslashes and parentheses escaped, anything beyond Latin-1 dropped. */
const literal = (text: string) =>
  `(${text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A page's content stream: its paragraphs (apart by blank lines) line by line from the top, with
 * an empty line between two, as long as they fit on the page. A line break inside a paragraph
 * starts a new line without the empty one.
 */
function pageStream(text: string): string {
  if (!text.trim()) return '0 0 m 100 100 l S';
  const lines = text
    .split(/\n\s*\n/)
    .flatMap((paragraph, i) => [
      ...(i > 0 ? [''] : []),
      ...paragraph.split('\n').flatMap((typed) => wrapLines(typed)),
    ]);
  const fitting = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.leading);
  if (lines.length > fitting) throw new Error(`${lines.length} lines do not fit on one page`);
  const top = PAGE.height - PAGE.margin;
  const shown = lines.map((line) => `${literal(line)} Tj T*`).join('\n');
  return `BT /F1 ${PAGE.fontSize} Tf ${PAGE.leading} TL ${PAGE.margin} ${top} Td\n${shown}\nET`;
}

/** A PDF 1.4 file of the pages: one shared font, a content stream per page, an xref table. */
export function makePdf(pages: readonly string[]): Buffer {
  if (pages.length === 0) throw new Error('a PDF has at least one page');
  // 1 catalog, 2 page tree, 3 font, then each page and its content stream.
  const pageId = (i: number) => 4 + 2 * i;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((text, i) => {
      const stream = pageStream(text);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${pageId(i) + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
      ];
    }),
  ];
  // Offsets are bytes: the file is built as Latin-1, one byte per character.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
