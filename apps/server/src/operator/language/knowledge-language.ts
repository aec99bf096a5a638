import type { LanguageModelV3 } from '@ai-sdk/provider';
import { type LanguageCode, languageNames } from '@frontdesk/contracts';
import { followAbort } from '../../platform/abort-follow';
import { callForText } from '../models/text-call';

/**
 * The language to search the knowledge in for a customer of `language` (decision 027): theirs
 * when the knowledge holds anything in it (or holds nothing at all), else the language most of the
 * knowledge is written in; the answer then says it comes from knowledge in another language.
 */
export function searchLanguage(
  passagesByLanguage: Map<LanguageCode, number>,
  language: LanguageCode,
): LanguageCode {
  if (passagesByLanguage.size === 0 || passagesByLanguage.has(language)) return language;
  let most: LanguageCode = language;
  let count = 0;
  for (const [written, passages] of passagesByLanguage) {
    if (passages > count) [most, count] = [written, passages];
  }
  return most;
}

/** A question is at most a message; its translation is bounded to the same order of size. */
const MAX_TRANSLATION_CHARS = 1000;

/**
 * The customer's question in the knowledge's language, by the configured model, for retrieval
 * only: lexical search across languages finds next to nothing. Undefined when the model fails:
 * the search keeps what it found.
 */
export async function translatedForSearch(
  model: LanguageModelV3,
  question: string,
  into: LanguageCode,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const unfollow = followAbort(controller, signal);
  try {
    const text = await callForText({
      model,
      system: `Translate the customer's message into ${languageNames[into]}. Reply with the translation only, nothing else.`,
      messages: [{ role: 'user', content: question }],
      temperature: 0,
      signal: controller.signal,
    });
    return text.trim().slice(0, MAX_TRANSLATION_CHARS) || undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    unfollow();
  }
}
