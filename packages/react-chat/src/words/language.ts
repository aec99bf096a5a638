// Which of the ten languages the widget speaks before the server has said (decision 027), and the
// locale it tells the server. Contracts' runtime brings zod, so its list and languageOfLocale are
// written out here, the list typed with the contract's tuple: a change there stops this compiling.
import type { LanguageCode, languageCodes } from '@frontdesk/contracts';
import { readLanguage } from '../storage';
import type { FrontdeskChatProps } from '../types';

export type { LanguageCode };
/** The languages besides English: each is a chunk of its own. */
export type OtherLanguage = Exclude<LanguageCode, 'en'>;

export const LANGUAGES: typeof languageCodes = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'nl',
  'pl',
  'tr',
  'ja',
];

/** None when rendered on a server. */
const browserLocale = () => globalThis.navigator?.language;

/** A locale's first subtag ("es-MX", "pt_BR"), when it is one of the ten (contracts' rule). */
export function languageOfLocale(locale: string | null | undefined): LanguageCode | undefined {
  const primary = locale?.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary);
}

/** The site's `locale`, else the browser's; none when too long for the API (35 characters). */
export function localeHint(locale: string | undefined): string | undefined {
  return [locale, browserLocale()]
    .map((hint) => hint?.trim())
    .find((hint) => hint && hint.length <= 35);
}

/** Before the server says: the site's `locale`, then the browser's language, else English. */
export const hintedLanguage = (locale: string | undefined): LanguageCode =>
  languageOfLocale(locale) ?? languageOfLocale(browserLocale()) ?? 'en';

/** The language the server gave the stored conversation, kept beside it. */
export const storedLanguage = ({ apiKey, user }: FrontdeskChatProps) =>
  languageOfLocale(readLanguage(apiKey, user?.id));

/** The language the widget opens in: the stored conversation's, else the hinted one. */
export const startingLanguage = (props: FrontdeskChatProps): LanguageCode =>
  storedLanguage(props) ?? hintedLanguage(props.locale);
