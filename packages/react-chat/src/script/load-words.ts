// The script-tag build's loadWords (the build puts it in place of src/words/load-words.ts): an
// IIFE cannot split off chunks, so each language is a classic script of its own beside the panel.
import type { OtherLanguage } from '../words/language';
import { loadWordsBeside } from './chunk';

/** The panel's own <script>, read while the panel runs for the first time. */
const panelScript = document.currentScript as HTMLScriptElement | null;

export const loadWords = (language: OtherLanguage) => loadWordsBeside(panelScript, language);
