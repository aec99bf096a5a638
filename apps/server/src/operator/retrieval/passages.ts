/**
 * Splits a knowledge snippet into retrieval passages: paragraphs, packed sentence by sentence up
 * to a size that keeps one topic per passage, so a question matches the part that answers it
 * rather than a long snippet diluted by everything else in it.
 */
export const PASSAGE_TARGET_CHARS = 600;

export function splitIntoPassages(text: string, target = PASSAGE_TARGET_CHARS): string[] {
  const passages: string[] = [];
  // Line breaks are kept inside a paragraph: a line of a list ("Friday: 8am to 2pm") is a
  // sentence of its own when an answer is composed.
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
  for (const paragraph of withEnclosingHeadings(attachHeadings(paragraphs))) {
    if (paragraph.length <= target) {
      passages.push(paragraph);
      continue;
    }
    let current = '';
    for (const line of paragraph.split('\n')) {
      splitSentences(line).forEach((sentence, index) => {
        const separator = index === 0 ? '\n' : ' ';
        if (current && current.length + sentence.length + 1 > target) {
          passages.push(current);
          current = '';
        }
        current = current ? `${current}${separator}${sentence}` : sentence;
      });
    }
    if (current) passages.push(current);
  }
  return passages.flatMap((passage) => hardWrap(passage, target * 2));
}

/** A title on a line of its own ("Opening hours"): short, and no sentence ends in it. */
const isHeading = (paragraph: string) =>
  !paragraph.includes('\n') && paragraph.length <= 60 && !/[.!?:;,。！？：]$/.test(paragraph);

/**
 * A heading belongs to the paragraph below it: alone it would be a passage that matches the
 * question's topic and says nothing, and beside its paragraph it tells what the lines are about.
 */
function attachHeadings(paragraphs: string[]): string[] {
  const attached: string[] = [];
  let heading = '';
  for (const paragraph of paragraphs) {
    if (isHeading(paragraph)) {
      heading = heading ? `${heading}\n${paragraph}` : paragraph;
      continue;
    }
    attached.push(heading ? `${heading}\n${paragraph}` : paragraph);
    heading = '';
  }
  if (heading) attached.push(heading);
  return attached;
}

/** A Markdown heading line ("## Deep clean"): its level is its count of #. */
const MARKDOWN_HEADING = /^(#{1,6})\s+\S/;

/**
 * A section of a Markdown page is about what the headings above it name: the prices under
 * "## Deep clean" under "# Pricing" are deep cleaning's prices. Each paragraph is led by the
 * headings of the sections it is in (those of a higher level than its own heading), so a
 * passage says what it is about wherever the page put the words.
 */
function withEnclosingHeadings(paragraphs: string[]): string[] {
  /** The heading line open at each level, from level 1. */
  const open: string[] = [];
  return paragraphs.map((paragraph) => {
    const lines = paragraph.split('\n');
    const own = MARKDOWN_HEADING.exec(lines[0] ?? '');
    const level = own ? own[1]!.length : 7;
    const enclosing = open.slice(0, level - 1).filter(Boolean);
    for (const line of lines) {
      const heading = line.match(MARKDOWN_HEADING);
      if (!heading) continue;
      open.length = heading[1]!.length;
      open[heading[1]!.length - 1] = line;
    }
    return [...enclosing, paragraph].join('\n');
  });
}

/**
 * Where one sentence ends and the next begins: a line break, or a full stop, question or
 * exclamation mark followed by a space, unless it ends a title ("Dr.") or an abbreviation
 * ("e.g.", "9 a.m.", the Spanish "Sra.", the German "z.B.", the Polish "ul."). A point inside a
 * price, a decimal or an address ("$6.95", "3.9%", "site.example/book") never ends a sentence.
 * Japanese ends its sentences with 。！？ and no space. The database splits stored passages by the same rule, written in
 * PostgreSQL's regular-expression dialect (passage_sentences(), migrations 0010 and 0017): a change here
 * needs a migration.
 */
const SENTENCE_BREAK =
  /\s*\n\s*|(?<!\b(?:Dr|Mr|Mrs|Ms|St|Jr|Sr|No|vs|etc|approx|e\.g|i\.e|a\.m|p\.m|Sra|Dra|Nr|bzw|inkl|z\.B|ul|np|tel)\.)(?<=[.!?]["')\]]?)\s+|(?<=[。！？])\s*/;

export function splitSentences(text: string): string[] {
  const sentences = text
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.length > 0 ? sentences : [text];
}

/** A "sentence" with no punctuation at all can still be enormous: cut it at word boundaries. */
function hardWrap(passage: string, max: number): string[] {
  if (passage.length <= max) return [passage];
  const parts: string[] = [];
  let rest = passage;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(' ', max);
    const at = cut > max / 2 ? cut : max;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
