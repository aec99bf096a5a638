import { z } from 'zod';

// The languages a customer is served in (decision 027): the operator's own sentences, the
// widget's words and the knowledge's search exist in each. A file with no imports of ours:
// conversations, knowledge and the agent configuration all use it.

/** ISO 639-1 codes, in the order the dashboard lists them. */
export const languageCodes = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'tr', 'ja'] as const;
export type LanguageCode = (typeof languageCodes)[number];
export const languageCodeSchema = z.enum(languageCodes, {
  message: 'Choose one of the supported languages.',
});

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Each language's name as the dashboard (written in English) shows it. */
export const languageNames: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
  tr: 'Turkish',
  ja: 'Japanese',
};

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (languageCodes as readonly string[]).includes(value);

/**
 * The language of a browser's locale ("es-MX", "pt_BR", "ja"), when it is one of ours: its first
 * subtag, case ignored. Anything else (a language we do not serve, garbage) is no hint at all.
 */
export function languageOfLocale(locale: string | null | undefined): LanguageCode | undefined {
  const primary = locale?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguageCode(primary) ? primary : undefined;
}

/** A locale hint as the widget sends it (BCP 47 such as "es-ES"); never trusted beyond its subtag. */
export const localeHintSchema = z.string().trim().max(35);

/**
 * What the operator's away notice always says in each language, right after the business's away
 * message ("We're back Monday at 9:00."): the widget offers to leave an email address when the
 * waiting conversation's notice holds it. The server's phrases and the widget's words are tested
 * against this one list.
 */
export const awayNoticeMarkers: Record<LanguageCode, string> = {
  en: "We're back",
  es: 'Volvemos',
  fr: 'de retour',
  de: 'wieder da',
  pt: 'Voltamos',
  it: 'di nuovo disponibili',
  nl: 'weer bereikbaar',
  pl: 'Wracamy',
  tr: 'yeniden hizmetinizdeyiz',
  ja: '対応を再開',
};
