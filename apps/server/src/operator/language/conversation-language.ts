import { isLanguageCode, type LanguageCode } from '@frontdesk/contracts';
import { decidingLanguage } from './detect';

/** What decided a conversation's language: a message of the customer's decides it for good. */
export type LanguageSource = 'message' | 'hint' | 'default';

export interface ConversationLanguage {
  language: LanguageCode;
  source: LanguageSource;
}

/**
 * The conversation's language for this turn (decision 027): once a customer message of at least
 * 24 characters was detected with confidence, that language, for good; until then the widget's
 * locale hint (the latest one given), then the organization's default language. A message decides
 * against that language only when it is no close call (detect.ts).
 */
export async function languageForTurn(
  conversation: { language: string; languageSource: string },
  message: string,
  hint: LanguageCode | undefined,
  defaultLanguage: LanguageCode,
): Promise<ConversationLanguage> {
  const kept = isLanguageCode(conversation.language) ? conversation.language : undefined;
  if (conversation.languageSource === 'message' && kept)
    return { language: kept, source: 'message' };
  const before: ConversationLanguage = hint
    ? { language: hint, source: 'hint' }
    : conversation.languageSource === 'hint' && kept
      ? { language: kept, source: 'hint' }
      : { language: defaultLanguage, source: 'default' };
  const decided = await decidingLanguage(message, before.language);
  return decided ? { language: decided, source: 'message' } : before;
}

/** A conversation row's language as the API shows it (rows before languages are English). */
export const languageOf = (conversation: { language: string }): LanguageCode =>
  isLanguageCode(conversation.language) ? conversation.language : 'en';
