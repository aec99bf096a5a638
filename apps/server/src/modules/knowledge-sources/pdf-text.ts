/**
 * A PDF's text layer as its author wrote it: printed lines joined back into sentences, paragraphs
 * apart by blank lines (what the engine's passages and sentences are split by).
 */
/** A printed line of a PDF page: its text, where it sits, and the size of its type. */
interface PdfLine {
  text: string;
  /** Baseline, from the bottom of the page. */
  y: number;
  left: number;
  right: number;
  fontSize: number;
}

/** The structured text items of a page, as unpdf gives them (`extractTextItems`). */
type PdfItem = Awaited<
  ReturnType<typeof import('unpdf').extractTextItems>
>['items'][number][number];

/** A gap between two lines this many times the page's line spacing is a paragraph break. */
const PARAGRAPH_GAP = 1.3;
/** A line shorter than this is a title or an item of a list, never a line of wrapped prose. */
const MIN_WRAPPED_LINE_CHARS = 30;
/** Points of slack at the right margin: a justified or ragged line ends a little before it. */
const RIGHT_MARGIN_SLACK = 2;

/**
 * The page's items gathered into printed lines: pdf.js marks the last item of a line (`hasEOL`),
 * and an item lower or higher than the line by half its size starts another.
 */
function linesOfPage(items: readonly PdfItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let line: PdfLine | undefined;
  let ended = true;
  for (const item of items) {
    const placed = item.str.trim() !== '';
    if (placed && line && !ended && Math.abs(item.y - line.y) > line.fontSize / 2) ended = true;
    if (ended && placed) {
      line = { text: '', y: item.y, left: item.x, right: item.x, fontSize: item.fontSize };
      lines.push(line);
      ended = false;
    }
    if (line && !ended) {
      line.text += item.str;
      if (placed) {
        line.left = Math.min(line.left, item.x);
        line.right = Math.max(line.right, item.x + item.width);
        line.fontSize = Math.max(line.fontSize, item.fontSize);
      }
    }
    if (item.hasEOL) ended = true;
  }
  return lines
    .map((each) => ({ ...each, text: each.text.replace(/\s+/g, ' ').trim() }))
    .filter((each) => each.text);
}

/**
 * The page's usual distance between two lines of a paragraph: the lower quartile of the steps
 * down the page, so paragraph gaps (fewer than the lines) do not count, and double spacing does.
 */
function lineSpacing(lines: readonly PdfLine[]): number | undefined {
  const steps = lines
    .slice(1)
    .map((line, i) => lines[i]!.y - line.y)
    .filter((step, i) => step > lines[i]!.fontSize / 2)
    .sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 4)];
}

/**
 * The page's lines in paragraphs. unpdf's `extractText` ends every line with one newline, the
 * blank space between paragraphs included, so the break is read from the lines' positions
 * (`extractTextItems`): a gap wider than the usual line spacing, a step up the page (the next
 * column), or another size of type (a heading).
 */
function paragraphsOfPage(lines: readonly PdfLine[]): PdfLine[][] {
  const spacing = lineSpacing(lines);
  const paragraphs: PdfLine[][] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const step = previous ? previous.y - line.y : 0;
    const breaks =
      !previous ||
      step < -line.fontSize / 2 ||
      (spacing !== undefined && step > spacing * PARAGRAPH_GAP) ||
      Math.abs(line.fontSize - previous.fontSize) > previous.fontSize * 0.15;
    if (breaks) paragraphs.push([line]);
    else paragraphs.at(-1)!.push(line);
  });
  return paragraphs;
}

/**
 * A line whose last word ends a sentence or announces what follows (a list after a colon). Not a
 * semicolon: the sentence goes on after it.
 */
const endsSentence = (text: string) => /[.!?:…]["'”’)\]]*$/.test(text);
/** An item of a list: a bullet or a number before its words. */
const startsListItem = (text: string) => /^([-–•▪◦‣*·]|\(?\d{1,2}[.)])\s/.test(text);
const startsLowercase = (text: string) => /^\p{Ll}/u.test(text);
/** A word broken at the end of a line: a letter, then a hyphen (or a soft one). */
const HYPHENATED = /(\p{L})[-\u00ad]$/u;

/**
 * Whether the next line's first word would have fitted on this line: if not, the line was
 * wrapped there by the word processor, and the next line goes on with its sentence.
 */
function isWrapped(line: PdfLine, next: PdfLine, margin: number): boolean {
  if (line.text.length < MIN_WRAPPED_LINE_CHARS) return false;
  const firstWord = next.text.split(' ')[0]!;
  const charWidth = (line.right - line.left) / line.text.length;
  return line.right + charWidth * (firstWord.length + 1) > margin - RIGHT_MARGIN_SLACK;
}

/**
 * A paragraph's printed lines as the text its author wrote. A line that ends no sentence and is
 * wrapped (or followed by a line that starts in lowercase) goes on in the next one: kept apart,
 * the engine would read the line break as the end of a sentence, and cut one in two. A word
 * hyphenated over the break is whole again. Other lines (a title, an item of a list, a line that
 * ends a sentence) stay lines of their own.
 */
function joinWrappedLines(lines: readonly PdfLine[], margin: number): string {
  let text = lines[0]?.text ?? '';
  lines.slice(1).forEach((next, i) => {
    const line = lines[i]!;
    const goesOn =
      !endsSentence(line.text) &&
      !startsListItem(next.text) &&
      (startsLowercase(next.text) || isWrapped(line, next, margin));
    if (!goesOn) text += `\n${next.text}`;
    else if (HYPHENATED.test(line.text) && startsLowercase(next.text)) {
      text = `${text.slice(0, -1)}${next.text}`;
    } else if (HYPHENATED.test(line.text)) text += next.text;
    else text += ` ${next.text}`;
  });
  return text;
}

/** A page's text: its paragraphs apart by blank lines, each wrapped line joined to the next. */
function pageText(items: readonly PdfItem[]): string {
  const lines = linesOfPage(items);
  const margin = Math.max(...lines.map((line) => line.right));
  return paragraphsOfPage(lines)
    .map((paragraph) => joinWrappedLines(paragraph, margin))
    .join('\n\n');
}

/**
 * A PDF's text as paragraphs apart by blank lines, a page break a paragraph break too (a page's
 * last paragraph seldom goes on over the next). Read from unpdf's `extractTextItems`, the text
 * items with their positions, rather than `extractText`: that ends every printed line with a
 * newline and no more, so a wrapped sentence reads as several (the engine ends a sentence at a
 * line break) and the gap between two paragraphs is lost.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { extractTextItems, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { items } = await extractTextItems(document);
    return items
      .map((page) => pageText(page).trim())
      .filter(Boolean)
      .join('\n\n');
  } finally {
    await document.destroy();
  }
}
