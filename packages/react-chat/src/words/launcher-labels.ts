import type { LanguageCode } from './language';

/**
 * The launcher's name in each language. The script tag's loader draws the launcher before any
 * words chunk is loaded, so its ten names are here, a few bytes, rather than in the chunks; each
 * language's words take theirs from this list (English's own, inline in the component, is held
 * equal to it by words.test.ts).
 */
export const launcherLabels: Record<LanguageCode, string> = {
  en: 'Open chat',
  es: 'Abrir chat',
  fr: 'Ouvrir le chat',
  de: 'Chat öffnen',
  pt: 'Abrir chat',
  it: 'Apri la chat',
  nl: 'Chat openen',
  pl: 'Otwórz czat',
  tr: 'Sohbeti aç',
  ja: 'チャットを開く',
};
