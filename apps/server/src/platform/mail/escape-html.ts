/** For names and links put into a mail's HTML part: they come from people. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Line breaks and tabs: a name is one line. */
const WHITESPACE_RUN = /\s+/g;
/** Control characters, and the ones that reverse or isolate the direction of what follows. */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Where mail clients see a web or mail address: `http://`, `evil.example`, `a@b`. */
const ADDRESS_PUNCTUATION = /[.:/@]/g;
const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Text someone typed (a person's or an organization's name) as a mail may show it: on one line,
 * without invisible direction tricks, and never as a link. Mail clients turn anything that looks
 * like a web or mail address into a link, in HTML and plain text alike, so "Win a prize at
 * http://evil.example" as an organization's name would arrive as a clickable link in a mail we
 * sent. A zero-width space after each dot, colon, slash and at sign leaves the name as it reads
 * and breaks the address for the clients' link detection.
 */
export function inertText(text: string): string {
  return text
    .replace(INVISIBLE, ' ')
    .replace(WHITESPACE_RUN, ' ')
    .trim()
    .replace(ADDRESS_PUNCTUATION, (char) => `${char}${ZERO_WIDTH_SPACE}`);
}

/** The same, for the HTML part: escaped, so that it is text and never markup. */
export function inertHtml(text: string): string {
  return escapeHtml(inertText(text));
}
