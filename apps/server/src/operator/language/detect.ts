import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLanguageCode, type LanguageCode } from '@frontdesk/contracts';

/**
 * Which of the ten languages a text is in (decision 027): eld, with a database of our ten languages
 * only (ngrams-ten.json, written by scripts/language-data.mjs from eld's small database). eld's own
 * entry points load all sixty languages (about 150 MB of memory); ours holds about 14 MB.
 */
interface Eld {
  detect(text: string): {
    language: string;
    isReliable(): boolean;
    getScores(): Record<string, number>;
  };
}

/**
 * A customer message decides a conversation's language only from this many characters (code
 * points, trimmed), and only when the detector is sure: below it, greetings and fragments ("hola",
 * "ok", "merci") were wrong with confidence on our set.
 */
export const DECIDING_LENGTH = 24;

/** eld's folder: its exports name only entry points, so it is found where Node would look. */
function eldDirectory(): string {
  const require = createRequire(import.meta.url);
  for (const modules of require.resolve.paths('eld') ?? []) {
    const candidate = path.join(modules, 'eld', 'src', 'languageDetector.js');
    try {
      require.resolve(candidate);
      return candidate;
    } catch {
      // Not in this node_modules: the next one up.
    }
  }
  throw new Error('the eld package is not installed');
}

let loading: Promise<Eld> | undefined;

/** Loads the detector once per process (about 40 ms); the first detection waits for it. */
export function languageDetector(): Promise<Eld> {
  loading ??= (async () => {
    const { createEld } = (await import(pathToFileURL(eldDirectory()).href)) as {
      createEld(): { instance: Eld; loadData(data: unknown): void };
    };
    const eld = createEld();
    const data = readFileSync(new URL('./ngrams-ten.json', import.meta.url), 'utf8');
    eld.loadData(JSON.parse(data));
    return eld.instance;
  })();
  return loading;
}

export interface Detection {
  language: LanguageCode;
  /** eld's own confidence (`isReliable()`), nothing of ours. */
  reliable: boolean;
  /** Each language's score, 0 to 1: how close the others came. */
  scores: Partial<Record<LanguageCode, number>>;
}

/** The text's language, when the detector names one of the ten. */
export async function detectLanguage(text: string): Promise<Detection | undefined> {
  const found = (await languageDetector()).detect(text);
  return isLanguageCode(found.language)
    ? { language: found.language, reliable: found.isReliable(), scores: found.getScores() }
    : undefined;
}

/**
 * How close a message must score to the language the conversation already has (the browser's, or
 * the business's default) for that language to stay. Neighbours score alike on a short message
 * written without accents: "horario do escritorio no sabado" scored Spanish 0.77 and Portuguese
 * 0.74 from a Portuguese customer; a Spanish sentence from an English browser scores English
 * below 0.56 of Spanish.
 */
export const PRIOR_KEPT_WITHIN = 0.9;

/**
 * The language a customer's message decides for good: when it is long enough, the detector is
 * sure, and it is not a close call against the language the conversation had (`prior`).
 */
export async function decidingLanguage(
  message: string,
  prior?: LanguageCode,
): Promise<LanguageCode | undefined> {
  const text = message.trim();
  if ([...text].length < DECIDING_LENGTH) return undefined;
  const found = await detectLanguage(text);
  if (!found?.reliable) return undefined;
  if (prior && found.language !== prior) {
    const best = found.scores[found.language] ?? 0;
    if ((found.scores[prior] ?? 0) >= PRIOR_KEPT_WITHIN * best) return prior;
  }
  return found.language;
}

/** A snippet's language when written: long texts, so the detector's best guess, else English. */
export async function snippetLanguage(text: string): Promise<LanguageCode> {
  return (await detectLanguage(text))?.language ?? 'en';
}
