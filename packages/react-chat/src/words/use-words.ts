// The widget's words in a language: English at once, another once its chunk has arrived (English
// until then, or the words the script tag's loader brought along with the panel).
import { useEffect, useState } from 'react';
import { en, type Words } from './en';
import type { LanguageCode } from './language';
import { loadWords } from './load-words';

/** The words loaded in this page, shared by every widget on it. */
const known: Partial<Record<LanguageCode, Words>> = { en };

export const keepWords = (language: LanguageCode, words: Words) => {
  known[language] = words;
};

export function useWords(language: LanguageCode): Words {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (language === 'en' || known[language]) return;
    // A chunk that fails to load leaves English; the next change of language tries again.
    loadWords(language).then(
      (words) => {
        keepWords(language, words);
        setLoaded((count) => count + 1);
      },
      () => {},
    );
  }, [language]);
  return known[language] ?? en;
}
