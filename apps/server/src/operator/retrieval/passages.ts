/**
 * Splits a knowledge snippet into retrieval passages: paragraphs, packed sentence by sentence up
 * to a size that keeps one topic per passage, so a question matches the part that answers it
 * rather than a long snippet diluted by everything else in it.
 */
export const PASSAGE_TARGET_CHARS = 600;

export function splitIntoPassages(text: string, target = PASSAGE_TARGET_CHARS): string[] {
  const passages: string[] = [];
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (const paragraph of paragraphs) {
    if (paragraph.length <= target) {
      passages.push(paragraph);
      continue;
    }
    let current = '';
    for (const sentence of splitSentences(paragraph)) {
      if (current && current.length + sentence.length + 1 > target) {
        passages.push(current);
        current = '';
      }
      current = current ? `${current} ${sentence}` : sentence;
    }
    if (current) passages.push(current);
  }
  return passages.flatMap((passage) => hardWrap(passage, target * 2));
}

export function splitSentences(text: string): string[] {
  return (
    text
      .match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [text]
  );
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
