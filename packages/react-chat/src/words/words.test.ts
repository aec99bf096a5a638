// Every language has every word: the `Words` type fails the build if a key is missing or extra;
// this checks the chunks as they load, and that each says something in each case.
import { awayNoticeMarkers } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { en, type Words } from './en';
import { hintedLanguage, LANGUAGES, languageOfLocale, localeHint } from './language';
import { launcherLabels } from './launcher-labels';
import { loadWords } from './load-words';

const others = LANGUAGES.filter((language) => language !== 'en');

describe('the widget’s words', () => {
  it.each(others)('%s has every key English has, each saying something', async (language) => {
    const words: Words = await loadWords(language);
    expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(words)) {
      // The functions take a count or a name: 3 stands for either.
      const text = typeof value === 'function' ? (value as (argument: number) => string)(3) : value;
      expect(text, `${language}.${key}`).toMatch(/\S/);
      if (typeof value === 'function') expect(text, `${language}.${key}`).toContain('3');
    }
  });

  it.each(['en', ...others] as const)(
    '%s knows what the server’s away notice says in it',
    async (language) => {
      const words: Words = language === 'en' ? en : await loadWords(language);
      expect(words.awayMarker).toBe(awayNoticeMarkers[language]);
    },
  );

  it.each(['en', ...others] as const)(
    '%s names the launcher as the loader does before any words load',
    async (language) => {
      const words: Words = language === 'en' ? en : await loadWords(language);
      expect(words.open).toBe(launcherLabels[language]);
    },
  );

  it('counts in Polish as Polish does', async () => {
    const pl = await loadWords('pl');
    expect([1, 2, 5, 12, 22].map((count) => pl.unread(count))).toEqual([
      'Otwórz czat, 1 nieprzeczytana wiadomość',
      'Otwórz czat, 2 nieprzeczytane wiadomości',
      'Otwórz czat, 5 nieprzeczytanych wiadomości',
      'Otwórz czat, 12 nieprzeczytanych wiadomości',
      'Otwórz czat, 22 nieprzeczytane wiadomości',
    ]);
  });
});

describe('the language of a locale', () => {
  it('is its first subtag when it is one of the ten, else none', () => {
    expect(languageOfLocale('es-MX')).toBe('es');
    expect(languageOfLocale(' PT_br ')).toBe('pt');
    expect(languageOfLocale('ja')).toBe('ja');
    expect(languageOfLocale('sv-SE')).toBeUndefined();
    expect(languageOfLocale('')).toBeUndefined();
    expect(languageOfLocale(undefined)).toBeUndefined();
  });

  it('is the site’s, then the browser’s, else English', () => {
    expect(hintedLanguage('de-AT')).toBe('de');
    // jsdom's browser speaks en-US.
    expect(hintedLanguage('xx')).toBe('en');
    expect(hintedLanguage(undefined)).toBe('en');
  });

  it('is sent only as the API takes it (35 characters at most)', () => {
    expect(localeHint(' nl-BE ')).toBe('nl-BE');
    expect(localeHint('x'.repeat(36))).toBe('en-US');
    expect(localeHint(undefined)).toBe('en-US');
  });
});
