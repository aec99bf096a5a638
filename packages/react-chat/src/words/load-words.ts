// The other languages' words, one chunk each (bundlers split dynamic imports), so a page loads
// only its customer's. The script-tag build swaps this file for src/script/load-words.ts.
import type { Words } from './en';
import type { OtherLanguage } from './language';

const chunks: Record<OtherLanguage, () => Promise<{ default: Words }>> = {
  es: () => import('./es'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  nl: () => import('./nl'),
  pl: () => import('./pl'),
  tr: () => import('./tr'),
  ja: () => import('./ja'),
};

export const loadWords = (language: OtherLanguage): Promise<Words> =>
  chunks[language]().then((module) => module.default);
