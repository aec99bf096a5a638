// The conversation id is kept in localStorage, one entry per API key, so a customer finds the
// conversation again on the next page. The entry also names the signed-in user it belongs to:
// on a shared computer the next person (or the same one signed out) starts afresh.
// Storage may be missing or refuse writes (private modes, blocked cookies): then nothing is kept.

const keyFor = (apiKey: string) => `frontdesk-chat:${apiKey}`;

/** The stored conversation, with the language the server gave it (unchecked: it is read back). */
function readEntry(apiKey: string, userId = ''): { id: string; language?: string } | undefined {
  try {
    const entry = JSON.parse(localStorage.getItem(keyFor(apiKey)) ?? 'null');
    return entry?.user === userId && typeof entry.id === 'string' ? entry : undefined;
  } catch {
    return undefined;
  }
}

export const readConversationId = (apiKey: string, userId?: string): string | undefined =>
  readEntry(apiKey, userId)?.id;

/** The stored conversation's language: the next page opens in it rather than in English first. */
export const readLanguage = (apiKey: string, userId?: string): string | undefined =>
  readEntry(apiKey, userId)?.language;

export function writeConversationId(
  apiKey: string,
  userId = '',
  id?: string,
  language?: string,
): void {
  try {
    if (id) localStorage.setItem(keyFor(apiKey), JSON.stringify({ id, user: userId, language }));
    else localStorage.removeItem(keyFor(apiKey));
  } catch {
    // Nothing to do: the conversation simply lasts as long as the page.
  }
}

/**
 * What the customer last saw of the conversation, kept beside it: the latest message's timestamp
 * (for the launcher's unread badge), whether a person has it (only then can messages arrive while
 * the panel is closed, so only then does a closed widget ask), and the resolution they rated.
 */
export interface SeenEntry {
  id: string;
  at: number;
  person?: boolean;
  rated?: string;
}

const seenKeyFor = (apiKey: string) => `frontdesk-chat-seen:${apiKey}`;

export function readSeen(apiKey: string, id: string | undefined): SeenEntry | undefined {
  try {
    const entry = JSON.parse(localStorage.getItem(seenKeyFor(apiKey)) ?? 'null');
    return id && entry?.id === id ? entry : undefined;
  } catch {
    return undefined;
  }
}

export function writeSeen(apiKey: string, entry: SeenEntry): void {
  try {
    localStorage.setItem(seenKeyFor(apiKey), JSON.stringify(entry));
  } catch {
    // The badge and the rating prompt then last as long as the page.
  }
}
