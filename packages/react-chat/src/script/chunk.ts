// The script-tag build's chunks (the panel, each language's words) are classic scripts, not
// `import()`: a module script from another origin needs CORS headers from whoever serves it, a
// classic one does not, and the page's CSP nonce carries over (decision 010). A chunk hands back
// what it holds through an event on its own <script> element, leaving no global behind.
import type { Words } from '../words/en';
import type { OtherLanguage } from '../words/language';

/** Each language's words chunk (names with a content hash), set by the build. */
declare const __WORDS_FILES__: Record<OtherLanguage, string>;

const EVENT = 'frontdesk:chunk';

export function loadChunk<T>(src: string, nonce: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener(EVENT, (event) => resolve((event as CustomEvent<T>).detail));
    script.onerror = reject;
    document.head.append(script);
  });
}

/** Run by a chunk as it loads: gives `detail` to whoever added its <script>. */
export const handBack = (detail: unknown) =>
  document.currentScript?.dispatchEvent(new CustomEvent(EVENT, { detail }));

/** A language's words, from the folder of `script` (widget.js or the panel), with its nonce. */
export const loadWordsBeside = (script: HTMLScriptElement | null, language: OtherLanguage) =>
  loadChunk<Words>(
    new URL(__WORDS_FILES__[language], script?.src || location.href).href,
    script?.nonce ?? '',
  );
