import { awayNoticeMarkers, languageCodes } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { operatorPhrases, phrasesFor, type Weekday } from './phrases';

const weekdays: Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** Every sentence a language's phrases can produce, by name. */
function sentencesOf(language: (typeof languageCodes)[number]) {
  const phrases = phrasesFor(language);
  return {
    noAnswer: phrases.noAnswer,
    unavailable: phrases.unavailable,
    trouble: phrases.trouble,
    handoffMessage: phrases.handoffMessage,
    awayMessage: phrases.awayMessage,
    joined: phrases.joined('Anna'),
    handedBack: phrases.handedBack,
    resolved: phrases.resolved,
    back: phrases.back('x'),
    today: phrases.today('14:00'),
    ...Object.fromEntries(
      weekdays.map((day) => [`onWeekday(${day})`, phrases.onWeekday(day, '9:00')]),
    ),
    emailKept: phrases.emailKept,
    ...Object.fromEntries(
      languageCodes.map((code) => [`fromOtherLanguage(${code})`, phrases.fromOtherLanguage(code)]),
    ),
  };
}

describe('operator phrases', () => {
  it('has every phrase, non-empty, in every language', () => {
    expect(Object.keys(operatorPhrases).sort()).toEqual([...languageCodes].sort());
    for (const language of languageCodes) {
      for (const [name, sentence] of Object.entries(sentencesOf(language))) {
        expect(sentence.trim(), `${language}.${name}`).not.toBe('');
      }
    }
  });

  it('says in English exactly what the operator says today', () => {
    const en = phrasesFor('en');
    expect(en.noAnswer).toBe(
      "I'm sorry, but I don't have information about that. Please contact our team directly and they will be glad to help.",
    );
    expect(en.unavailable).toBe(
      "I'm sorry, this assistant is unavailable right now. Please contact the business another way or try again later.",
    );
    expect(en.trouble).toBe(
      "I'm sorry, I'm having trouble answering right now. Please try again in a moment.",
    );
    expect(en.handoffMessage).toBe(
      "I'm connecting you with a person from our team. They'll reply here shortly.",
    );
    expect(en.awayMessage).toBe(
      "Our team is away right now. You can leave your email address and we'll get back to you, or keep chatting with me in the meantime.",
    );
    expect(en.joined('Anna')).toBe("You're now chatting with Anna");
    expect(en.handedBack).toBe("You're chatting with the assistant again.");
    expect(en.resolved).toBe('This conversation was marked as resolved.');
    expect(en.back(en.today('14:00'))).toBe("We're back today at 14:00.");
    expect(en.back(en.onWeekday('monday', '9:00'))).toBe("We're back Monday at 9:00.");
    expect(en.onWeekday('sunday', '10:30')).toBe('Sunday at 10:30');
    expect(en.emailKept).toBe("Thanks, we'll reply to you by email.");
    expect(en.fromOtherLanguage('es')).toBe(
      'Our information on this is only available in Spanish:',
    );
    expect(en.languageNames.ja).toBe('Japanese');
  });

  it('translates the no-answer sentence in every other language', () => {
    const english = phrasesFor('en').noAnswer;
    for (const language of languageCodes.filter((code) => code !== 'en')) {
      expect(phrasesFor(language).noAnswer, language).not.toBe(english);
    }
  });

  it('says when the team is back with the time in every language', () => {
    for (const language of languageCodes) {
      const phrases = phrasesFor(language);
      expect(phrases.back(phrases.today('14:00')), language).toContain('14:00');
      for (const day of weekdays) {
        const back = phrases.back(phrases.onWeekday(day, '9:00'));
        expect(back, `${language} ${day}`).toContain('9:00');
        expect(phrases.onWeekday(day, '9:00'), `${language} ${day}`).not.toBe(
          phrases.onWeekday(day === 'monday' ? 'tuesday' : 'monday', '9:00'),
        );
      }
    }
  });

  it('says what the widget looks for in an away notice, in every language', () => {
    for (const language of languageCodes) {
      const phrases = phrasesFor(language);
      for (const when of [phrases.today('14:00'), phrases.onWeekday('friday', '9:00')]) {
        expect(phrases.back(when), language).toContain(awayNoticeMarkers[language]);
      }
    }
  });

  it('reads naturally around the hour where the article depends on it', () => {
    expect(phrasesFor('es').back(phrasesFor('es').onWeekday('monday', '9:00'))).toBe(
      'Volvemos el lunes a las 9:00.',
    );
    expect(phrasesFor('es').today('1:30')).toBe('hoy a la 1:30');
    expect(phrasesFor('pt').onWeekday('saturday', '01:00')).toBe('no sábado à 01:00');
    expect(phrasesFor('it').today('1:00')).toBe("oggi all'1:00");
    expect(phrasesFor('pl').onWeekday('tuesday', '9:00')).toBe('we wtorek o 9:00');
    expect(phrasesFor('tr').back(phrasesFor('tr').today('14:00'))).toBe(
      'Bugün saat 14:00 itibarıyla yeniden hizmetinizdeyiz.',
    );
    expect(phrasesFor('ja').back(phrasesFor('ja').onWeekday('monday', '9:00'))).toBe(
      '月曜日の9:00から対応を再開いたします。',
    );
  });

  it('names the knowledge language, in the customer language, before a colon', () => {
    for (const language of languageCodes) {
      const phrases = phrasesFor(language);
      for (const knowledge of languageCodes) {
        const sentence = phrases.fromOtherLanguage(knowledge);
        expect(sentence.endsWith(':'), `${language} <- ${knowledge}: ${sentence}`).toBe(true);
        expect(sentence, `${language} <- ${knowledge}`).toContain(phrases.languageNames[knowledge]);
      }
    }
  });

  it('names all ten languages in every language', () => {
    for (const language of languageCodes) {
      const names = phrasesFor(language).languageNames;
      expect(Object.keys(names).sort(), language).toEqual([...languageCodes].sort());
      for (const code of languageCodes)
        expect(names[code].trim(), `${language}.${code}`).not.toBe('');
      expect(new Set(Object.values(names)).size, language).toBe(languageCodes.length);
    }
  });
});
