import { type LanguageCode, languageCodes } from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization, openTestDatabase } from '../../../test/support/database';
import { languageSamples } from '../../../test/support/language-samples';
import { type DatabaseHandle, rowsOf } from '../../platform/db/client';
import { composeBuiltinAnswer, saysItDoesNotKnow } from '../models/builtin-answer';
import { DEFAULT_PASSAGE_LIMIT, type RetrievedPassage, searchPassages } from './full-text';
import { createKnowledgeBase, type KnowledgeBase } from './knowledge-base';
import { loadKnowledgeIndex } from './knowledge-index';
import { plainQuestionWords } from './language-words';
import { splitSentences } from './passages';

let database: DatabaseHandle;
let knowledge: KnowledgeBase;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await openTestDatabase();
  knowledge = await createKnowledgeBase(database.db, undefined, log);
});
afterAll(async () => {
  await database?.close();
});

const lexemesOf = async (language: string, text: string) =>
  rowsOf(
    await database.db.execute(
      sql`SELECT tsvector_to_array(language_lexemes(${language}, ${text})) AS lexemes`,
    ),
  )[0]!.lexemes as string[];

const comparable = (passages: RetrievedPassage[]) =>
  passages.map(({ rank, evidence, ...passage }) => ({
    ...passage,
    rank: rank.toFixed(9),
    matched: Object.entries(evidence?.matched ?? {}).map(([g, v]) => [g, v.toFixed(9)]),
    terms: [...(evidence?.question.terms ?? [])]
      .sort((a, b) => a.group - b.group || (a.lexeme < b.lexeme ? -1 : 1))
      .map((t) => [t.group, t.lexeme, t.value.toFixed(9)]),
  }));

/** The topics a question evokes in a language (language-concepts/), each once. */
const conceptsOf = (question: string, language: LanguageCode) => [
  ...new Set(plainQuestionWords(question, language).flatMap((w) => w.concept ?? [])),
];
/** The customer's own words searched (a topic's written words come with them at less weight). */
const ownWords = (question: string, language: LanguageCode) => [
  ...new Set(
    plainQuestionWords(question, language)
      .filter((w) => w.weight === 1)
      .map((w) => w.word.toLowerCase()),
  ),
];

describe('retrieval in each of the ten languages', () => {
  const organizations = new Map<string, string>();
  beforeAll(async () => {
    for (const language of languageCodes) {
      const org = await insertOrganization(database.db, `Bakery ${language}`);
      // Detected from the text, as a business writing its snippets gets it.
      for (const text of languageSamples[language].knowledge) await knowledge.add(org, text);
      organizations.set(language, org);
    }
  });

  it.each(languageCodes)('%s: detects the snippets written in it', async (language) => {
    const items = await knowledge.list(organizations.get(language)!);
    expect(items.map((item) => item.language)).toEqual(items.map(() => language));
  });

  it.each(languageCodes)(
    '%s: finds the passage a question in it asks for, and answers in it',
    async (language) => {
      const sample = languageSamples[language];
      const org = organizations.get(language)!;
      const found = await knowledge.search(org, sample.question, undefined, { language });
      expect(found[0]?.text, sample.question).toContain(sample.answer);
      const answer = composeBuiltinAnswer(sample.question, found, 'professional', language);
      expect(saysItDoesNotKnow(answer.text)).toBe(false);
      expect(answer.text).toContain(sample.answer);
      const unrelated = await knowledge.search(org, sample.unrelated, undefined, { language });
      const none = composeBuiltinAnswer(sample.unrelated, unrelated, 'professional', language);
      expect(saysItDoesNotKnow(none.text), sample.unrelated).toBe(true);
    },
  );

  it.each(languageCodes)('%s: ranks in memory as the statement does', async (language) => {
    const org = organizations.get(language)!;
    const index = await loadKnowledgeIndex(database.db, org);
    const sample = languageSamples[language];
    for (const question of [sample.question, sample.unrelated, sample.knowledge[0]!]) {
      const options = { language };
      const byStatement = await searchPassages(
        database.db,
        org,
        question,
        DEFAULT_PASSAGE_LIMIT,
        undefined,
        options,
      );
      const inMemory = await searchPassages(
        database.db,
        org,
        question,
        DEFAULT_PASSAGE_LIMIT,
        index,
        options,
      );
      expect(comparable(inMemory), question).toEqual(comparable(byStatement));
    }
  });

  it.each(languageCodes)(
    '%s: stores sentences split as the engine splits them',
    async (language) => {
      const stored = rowsOf(
        await database.db.execute(
          sql`SELECT p.text, s.sentences FROM content_passages p
          JOIN passage_sentences s ON s.passage_id = p.id
          WHERE p.organization_id = ${organizations.get(language)!}`,
        ),
      );
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored) {
        const sentences = row.sentences as { text: string }[];
        expect(sentences.map((s) => s.text)).toEqual(splitSentences(String(row.text)));
        expect(sentences.length).toBeGreaterThan(1);
      }
    },
  );

  it.each([
    [
      'es',
      'Nuestra dirección es Calle Mayor 12, en el centro de Madrid.',
      '¿dónde están ubicados?',
      'Calle Mayor 12',
    ],
    [
      'fr',
      'Téléphone : 01 23 45 67 89, du lundi au vendredi.',
      'comment vous joindre ?',
      '01 23 45 67 89',
    ],
    [
      'de',
      'Öffnungszeiten: Montag bis Freitag von 8 bis 18 Uhr.',
      'wann habt ihr geöffnet',
      '8 bis 18 Uhr',
    ],
    [
      'it',
      'Accettiamo contanti, bancomat e carte di credito.',
      'posso pagare con la carta?',
      'bancomat',
    ],
    ['es', 'Reparamos bicicletas en 2 días.', '¿cuánto tarda?', 'en 2 días'],
    // A short Japanese sentence ends with 。: a sentence to answer with, not a heading.
    [
      'ja',
      '建物の裏に無料の駐車場がございます。',
      '駐車場はありますか',
      '無料の駐車場がございます。',
    ],
    ['pt', 'Atendemos em Lisboa desde 1998.', 'desde quando vocês atendem?', 'desde 1998'],
  ] as const)(
    "%s: finds the business's words for what the customer asked in everyday words",
    async (language, text, question, expected) => {
      const org = await insertOrganization(database.db, `Shop ${language} ${question}`);
      await knowledge.add(org, text);
      await knowledge.add(org, languageSamples[language].knowledge[0]!);
      const found = await knowledge.search(org, question, undefined, { language });
      const answer = composeBuiltinAnswer(question, found, 'professional', language);
      expect(answer.text, question).toContain(expected);
      expect(answer.text).not.toContain('。.');
    },
  );

  it('evokes a topic by its phrase, not by a word that means something else alone', () => {
    expect(conceptsOf('où êtes-vous situés ?', 'fr')).toEqual(['location']);
    // "ou" (or) is no "où" (where) once accents are folded: only the phrase evokes the address.
    expect(conceptsOf('vous acceptez la carte ou les espèces ?', 'fr')).toEqual([
      'payment methods',
    ]);
    expect(conceptsOf('cuánto cuesta el envío', 'es')).toEqual(['price', 'delivery']);
    expect(conceptsOf('駐車場はありますか', 'ja')).toEqual(['parking']);
    expect(conceptsOf('バリアフリーですか', 'ja')).toEqual(['accessibility']);
    // Where the database cuts words to five letters, so does the vocabulary: any inflection.
    expect(conceptsOf('jakie są zasady zwrotów?', 'pl')).toEqual(['returns']);
    expect(conceptsOf('zwrotami', 'es')).toEqual([]);
    // The customer's own word stays in the concept's group, searched as typed too.
    const words = plainQuestionWords('precio del envío', 'es');
    expect(words.filter((w) => w.word === 'precio').every((w) => w.concept === 'price')).toBe(true);
    expect(new Set(words.map((w) => w.group)).size).toBe(2);
    // A message repeating a topic's word asks for it once, however long it is.
    const repeated = plainQuestionWords('precio '.repeat(2000), 'es');
    expect(repeated.filter((w) => w.word === 'precio' && w.weight === 1)).toHaveLength(1);
  });

  it('knows the everyday topics English knows, and leaves out how a customer addresses the business', () => {
    expect(conceptsOf('avete il wifi?', 'it')).toEqual(['wifi']);
    expect(conceptsOf('is er een toilet', 'nl')).toEqual(['restrooms']);
    expect(conceptsOf('zijn jullie op zondag open', 'nl')).toEqual(['hours']);
    expect(conceptsOf('quantas pessoas cabem na sala', 'pt')).toEqual(['capacity']);
    expect(conceptsOf('kapora ne kadar', 'tr')).toContain('deposit');
    expect(conceptsOf('czy macie opcje wegańskie', 'pl')).toEqual(['dietary']);
    expect(conceptsOf('荷物を預けられますか', 'ja')).toContain('luggage');
    // "jullie", "vcs", "państwo", "sizin": the business addressed, not a thing asked about.
    expect(ownWords('hebben jullie parkeerplaatsen', 'nl')).not.toContain('jullie');
    expect(ownWords('vcs abrem domingo', 'pt')).not.toContain('vcs');
    expect(ownWords('czy państwo przyjmują psy', 'pl')).not.toContain('państwo');
    expect(ownWords('sizin adresiniz nedir', 'tr')).not.toContain('sizin');
  });

  it('leaves out the words of a question that name no topic, as English does', () => {
    // Only the thing asked about is left: "usually", "happen", "policy", "really" are not.
    expect(ownWords('wat gebeurt er meestal met het beleid voor huisdieren', 'nl')).toEqual([
      'huisdieren',
    ]);
    expect(ownWords('normalmente qual é a política de reembolso', 'pt')).toEqual(['reembolso']);
    expect(ownWords('was passiert normalerweise mit dem Gepäck', 'de')).toEqual(['gepäck']);
    expect(ownWords('vraiment, quelle est la politique pour les vélos', 'fr')).toEqual(['vélos']);
    expect(ownWords('cuál es la política para bicicletas normalmente', 'es')).toEqual([
      'bicicletas',
    ]);
    expect(ownWords('zazwyczaj jaka jest polityka dla rowerów', 'pl')).toEqual(['rowerów']);
  });

  it('stems each language with its own configuration, accents folded', async () => {
    // The customer who types without accents meets the business who wrote them.
    expect(await lexemesOf('fr', 'réservation')).toEqual(await lexemesOf('fr', 'reservation'));
    expect(await lexemesOf('es', 'teléfonos')).toEqual(await lexemesOf('es', 'telefono'));
    expect(await lexemesOf('de', 'Öffnungszeiten')).toEqual(await lexemesOf('de', 'offnungszeit'));
    // Stop words of the language are no lexemes.
    expect(await lexemesOf('es', 'de la')).toEqual([]);
    expect(await lexemesOf('nl', 'de het')).toEqual([]);
  });

  it('cuts Polish words to five letters and pairs Japanese characters', async () => {
    expect(await lexemesOf('pl', 'godzinach godziny')).toEqual(['godzi']);
    expect(await lexemesOf('pl', 'zamówienie')).toEqual(['zamow']);
    expect(await lexemesOf('de', 'Geburtstagskuchen Geburtstag')).toEqual(['gebur']);
    expect(await lexemesOf('ja', '営業時間')).toEqual(['営業', '時間', '業時'].sort());
    expect(await lexemesOf('ja', 'パン')).toEqual(['パン']);
    expect(await lexemesOf('ja', 'Wi-Fiは無料')).toEqual(
      expect.arrayContaining(['wi', 'fi', '無料']),
    );
  });

  it('keeps English as it always was', async () => {
    const english = rowsOf(
      await database.db.execute(
        sql`SELECT language_lexemes('en', 'Opening hours on Sundays') = to_tsvector('english', 'Opening hours on Sundays') AS same`,
      ),
    );
    expect(english[0]!.same).toBe(true);
  });

  it('ends no sentence at an abbreviation of another language, and Japanese ones at 。', () => {
    expect(
      splitSentences('Sábado: de 9 a.m. a 1 p.m., domingo cerrado. Festivos abierto.'),
    ).toEqual(['Sábado: de 9 a.m. a 1 p.m., domingo cerrado.', 'Festivos abierto.']);
    expect(splitSentences('Wir liefern z.B. Torten. Sonntags zu.')).toEqual([
      'Wir liefern z.B. Torten.',
      'Sonntags zu.',
    ]);
    expect(splitSentences('営業時間は7時からです。日曜日は休みです。')).toEqual([
      '営業時間は7時からです。',
      '日曜日は休みです。',
    ]);
  });

  it('changes a snippet’s language by hand, stemming its passages again', async () => {
    const org = await insertOrganization(database.db, 'Mislabelled');
    const item = await knowledge.add(org, 'Pan de centeno sin leche', undefined, 'en');
    const before = await knowledge.search(org, 'pan centeno', undefined, { language: 'es' });
    const changed = await knowledge.changeLanguage(org, item.id, 'es');
    expect(changed?.language).toBe('es');
    const after = await knowledge.search(org, 'panes de centeno', undefined, { language: 'es' });
    expect(after[0]?.text).toBe('Pan de centeno sin leche');
    expect(before.length).toBeLessThanOrEqual(after.length);
    expect(await knowledge.profile(org)).toEqual({
      languages: new Map([['es', 1]]),
      fromSources: false,
    });
    const other = await insertOrganization(database.db, 'Another tenant');
    expect(await knowledge.changeLanguage(other, item.id, 'fr')).toBeUndefined();
  });
});
