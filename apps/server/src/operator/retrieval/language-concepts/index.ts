import type { LanguageCode } from '@frontdesk/contracts';
import {
  CLOCK_ANY_LANGUAGE,
  MONEY_ANY_LANGUAGE,
  SINCE_ANY_LANGUAGE,
  SPAN_ANY_LANGUAGE,
} from '../answer-shapes';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { tr } from './tr';
import type { Vocabulary } from './vocabulary-shape';

/**
 * The customer-service vocabulary of vocabulary.ts in the nine other languages (issue 27): what a
 * customer types for the topics every small business's knowledge covers (`asked`: words or
 * phrases, compared without accents or case), and the words a business writes about them
 * (`written`: stemmed by the database like the passages). "¿dónde están ubicados?" looks for an
 * address, "numéro de téléphone ?" for a phone number, "wat kost" for prices. Each concept bears
 * the English one's name, so that it asks for the same kind of answer (an amount, a clock time, a
 * phone number) and groups with the same question in English (question-groups.ts).
 *
 * Written from how customers talk to businesses in general, never from a question of the
 * evaluation sets (decision 027).
 */
export interface LanguageConcept {
  name: string;
  /** Words or phrases a customer types. */
  asked: string[];
  /** Words a business writes. */
  written: string[];
}

const VOCABULARIES: Partial<Record<LanguageCode, Vocabulary>> = {
  es,
  fr,
  de,
  pt,
  it,
  nl,
  pl,
  tr,
  ja,
};

const conceptsOf = (vocabulary: Vocabulary): LanguageConcept[] =>
  Object.entries(vocabulary).map(([name, [asked, written]]) => ({
    name,
    asked: asked.split(', '),
    written: written.split(' '),
  }));

/** The concepts of a language other than English (English's are vocabulary.ts's). */
export const LANGUAGE_CONCEPTS: Partial<Record<LanguageCode, LanguageConcept[]>> =
  Object.fromEntries(
    Object.entries(VOCABULARIES).map(([language, vocabulary]) => [
      language,
      conceptsOf(vocabulary!),
    ]),
  );

/**
 * The shape of a concept's answer where another language writes it otherwise than English (a
 * clock time, an amount, a span, a year of founding); the others (a phone number, an e-mail
 * address) are written alike.
 */
export const LANGUAGE_ANSWER_SHAPES: Record<string, RegExp> = {
  hours: CLOCK_ANY_LANGUAGE,
  price: MONEY_ANY_LANGUAGE,
  duration: SPAN_ANY_LANGUAGE,
  about: SINCE_ANY_LANGUAGE,
};
