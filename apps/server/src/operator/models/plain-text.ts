/**
 * A sentence of the knowledge as a customer should read it in a chat bubble: businesses paste
 * Markdown (exported documents, notes apps, README-like FAQs), and the built-in engine quotes
 * their lines as they are. The widget shows text, not Markdown, so a quoted "- **Swedish massage,
 * 90 minutes:** $110" loses its list mark and its emphasis marks; a link keeps its address.
 * Retrieval is unaffected: the words are the same.
 */
const LINE_MARKS = /^\s*(?:#{1,6}\s+|>\s*|(?:[-*+•]|\d{1,3}[.)])\s+)+/;
const STRONG = /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g;
/** A single `*` or `_` only around words ("*Maple Street*"), never inside one ("snake_case", "5*3"). */
const EMPHASIS = /(?<![\p{L}\p{N}*_])([*_])(?=\S)([^*_]+?)(?<=\S)\1(?![\p{L}\p{N}*_])/gu;
const CODE = /`([^`]+)`/g;
const LINK = /!?\[([^\]]+)\]\(\s*(\S+?)\s*\)/g;

export function withoutMarkdown(sentence: string): string {
  return sentence
    .replace(LINE_MARKS, '')
    .replace(LINK, (_, text: string, address: string) =>
      text === address ? address : `${text} (${address})`,
    )
    .replace(STRONG, '$2')
    .replace(EMPHASIS, '$2')
    .replace(CODE, '$1')
    .trim();
}
