/**
 * One word that customers and businesses write apart, joined or hyphenated: "e bike", "ebike" and
 * "e-bike"; "check in", "checkin" and "check-in"; "non profit" and "non-profit". Postgres stems a
 * hyphenated word into the whole and its parts ("e-bikes": e-bike, e, bike), so its hyphenated
 * spelling finds the business's word whichever way it is written, and the joined one finds a
 * business that joins it.
 */

/** Prefixes typed apart or joined ("e mail", "ebike") where a business writes a hyphen. */
const PREFIXES = ['e', 'non', 'co', 'pre', 're', 'self', 'multi', 'anti', 'semi'];
/** The particles of phrasal nouns and verbs: "check in", "drop off", "pick up", "sign up". */
const PARTICLES = ['in', 'up', 'off', 'out', 'on', 'down', 'over'];

/** What a spelling needs to know of a word: whether it is one, and whether it is a verb. */
export interface Lexicon {
  isWord(word: string): boolean;
  isVerb(word: string): boolean;
}

const isLetters = (word: string) => /^[a-z]+$/.test(word);

/**
 * The tokens with a prefix typed apart ("e bike", "non profit") joined to their word by a hyphen:
 * alone, "e" or "non" is no topic at all.
 */
export function joinPrefixes(tokens: string[], lexicon: Lexicon): string[] {
  const joined: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const [token, next] = [tokens[at]!, tokens[at + 1]];
    if (PREFIXES.includes(token) && next && isLetters(next) && lexicon.isWord(next)) {
      joined.push(`${token}-${next}`);
      at += 1;
    } else joined.push(token);
  }
  return joined;
}

/**
 * The other spellings of a token, given the token typed after it: joined when typed with a hyphen
 * ("wi-fi": "wifi"); with the particle after it ("check in": "check-in", "checkin"); split at a
 * prefix or a particle when typed joined ("ebike": "e-bike", "dropoff": "drop-off"). A dictionary
 * word is split only where that cannot be a word of its own ("nonprofit", "pickup"), never
 * "repair" into "re-pair" or "season" into "seas-on".
 */
export function spellingsOf(token: string, next: string | undefined, lexicon: Lexicon): string[] {
  const forms = new Set<string>();
  if (token.includes('-')) forms.add(token.replaceAll('-', ''));
  if (!isLetters(token)) return [...forms];
  if (next && PARTICLES.includes(next) && token.length >= 3) {
    forms.add(`${token}-${next}`);
    forms.add(`${token}${next}`);
  }
  const isKnown = lexicon.isWord(token);
  for (const prefix of PREFIXES) {
    const rest = token.slice(prefix.length);
    if (!token.startsWith(prefix) || rest.length < 3 || (isKnown && prefix !== 'non')) continue;
    if (lexicon.isWord(rest)) forms.add(`${prefix}-${rest}`);
  }
  for (const particle of PARTICLES) {
    const head = token.slice(0, -particle.length);
    if (!token.endsWith(particle) || head.length < 3) continue;
    const isPhrasal = isKnown ? token.length >= 6 && lexicon.isVerb(head) : lexicon.isWord(head);
    if (isPhrasal) forms.add(`${head}-${particle}`);
  }
  forms.delete(token);
  return [...forms];
}
