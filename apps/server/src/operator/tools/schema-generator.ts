import { type GeneratedSchema, TOOL_DESCRIPTION_MAX_LENGTH } from '@frontdesk/contracts';

type Property = GeneratedSchema['properties'][string];

interface Kind {
  words: RegExp;
  property(label: string): Property;
}

const text = (description: string, extra: Partial<Property> = {}): Property => ({
  type: 'string',
  description,
  ...extra,
});

/** Parameter-like words and the type each suggests; the first that matches a phrase's word wins. */
const KINDS: Kind[] = [
  { words: /^e-?mails?$/, property: (l) => text(l, { format: 'email' }) },
  { words: /^(phone|telephone|mobile|cell)$/, property: (l) => text(`${l}, with country code`) },
  { words: /^(url|urls|website|link|webpage)$/, property: (l) => text(l, { format: 'uri' }) },
  {
    words: /^(datetime|timestamp)$/,
    property: (l) => text(`${l} (ISO 8601)`, { format: 'date-time' }),
  },
  {
    words: /^(date|dates|day|birthday|birthdate|dob|deadline)$/,
    property: (l) => text(`${l} (YYYY-MM-DD)`, { format: 'date' }),
  },
  { words: /^(time|hour)$/, property: (l) => text(`${l} (HH:MM, 24-hour)`, { format: 'time' }) },
  {
    words: /^(amount|price|cost|total|budget|fee|payment|balance|weight|distance)$/,
    property: (l) => ({ type: 'number', description: l, minimum: 0 }),
  },
  {
    words:
      /^(quantity|qty|count|guests|people|persons|adults|children|nights|seats|tickets|units|items|rooms)$/,
    property: (l) => ({ type: 'integer', description: l, minimum: 1 }),
  },
  {
    words: /^(age|year|years|duration|minutes|days)$/,
    property: (l) => ({ type: 'integer', description: l, minimum: 0 }),
  },
  {
    words:
      /^(id|ids|identifier|number|code|reference|ref|sku|zip|zipcode|postcode|postal|tracking|confirmation|invoice)$/,
    property: (l) => text(l),
  },
  {
    words:
      /^(name|city|country|address|street|state|region|location|destination|origin|language|currency|category|product|service|topic|message|comment|notes|query|keyword|description|size|color|colour|model|brand)$/,
    property: (l) => text(l),
  },
];

const kindOf = (word: string) => KINDS.find((kind) => kind.words.test(word));

/** Words that end a phrase or never name a parameter by themselves. */
const STOP = new Set(
  'a an the its it their his her your our my this that these those each every any some given specific and or but to of in on at into from with without for by via using as is are be was were will can could should would may might must then than which who whom whose when where while how what if so not no all also only just more most other such own same very about after before over under between through during again please us them they we you me him'.split(
    ' ',
  ),
);
/** Words that complete a more telling one before them: "phone number", "email address". */
const GENERIC_HEADS = new Set(['number', 'address', 'code', 'id', 'name', 'reference']);
const FILLERS = new Set(['while', 'example', 'instance', 'now', 'default', 'free', 'sure', 'more']);
const DETERMINERS = new Set(
  'a an the its their his her your our my this that each every any some given specific'.split(' '),
);

interface Found {
  name: string;
  property: Property;
  required: boolean;
  position: number;
}

const snake = (words: string[]) =>
  words
    .join('_')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 64);

const capitalise = (words: string[]) => {
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
};

function propertyFor(words: string[]): Property {
  // "email address", "phone number": the more telling word decides the type.
  const kinds = words.map(kindOf).filter(Boolean) as Kind[];
  const specific = kinds.find((k) => k !== kindOf('id') && k !== kindOf('name')) ?? kinds.at(-1);
  return (specific ?? KINDS.at(-1)!).property(capitalise(words));
}

/** Tokens with their offsets; possessives ("customer's") become the plain noun. */
function tokenize(description: string) {
  return [...description.toLowerCase().matchAll(/[a-z][a-z0-9-]*(?:'s)?|[^\sa-z0-9]/g)].map(
    (m) => ({
      word: m[0].replace(/'s$/, ''),
      index: m.index,
    }),
  );
}

function isOptionalBefore(words: { word: string }[], at: number) {
  return words.slice(Math.max(0, at - 3), at).some((w) => /^optional(ly)?$/.test(w.word));
}

/**
 * A JSON schema for a tool's arguments, guessed from its description without a language model:
 * quoted names, "by <x>" and "for a <x>" phrases, and parameter-like words (email, date, amount,
 * quantity...) with sensible types and formats. Always a valid object schema; with nothing to go
 * on, one free-text `query`. Reads a description's length at most: the API refuses a longer
 * text, and the phrases it collects are compared with each other, so work grows faster than the
 * text.
 */
export function generateSchemaFromText(given: string): GeneratedSchema {
  const description = given.trim().slice(0, TOOL_DESCRIPTION_MAX_LENGTH);
  const found: Found[] = [];
  const add = (words: string[], position: number, required: boolean, property?: Property) => {
    const name = snake(words);
    if (name.length < 2 || found.some((f) => f.name === name || f.name.endsWith(`_${name}`)))
      return;
    found.push({ name, property: property ?? propertyFor(words), required, position });
  };

  // Quoted names are meant literally: `order_id`, "customer email".
  for (const match of description.matchAll(
    /(^|[\s(,:])["'`\u2018\u201c]([A-Za-z][\w.-]*(?: [\w.-]+){0,3})["'`\u2019\u201d](?=$|[\s).,;:!?])/g,
  )) {
    const words = match[2]!
      .toLowerCase()
      .split(/[\s.-]+|_/)
      .filter(Boolean);
    add(words, match.index, true);
  }

  // Quoted names are the author saying exactly what the arguments are: nothing else is guessed.
  const tokens = found.length > 0 ? [] : tokenize(description);
  const consumed = new Set<number>();
  tokens.forEach((token, i) => {
    if (consumed.has(i)) return;
    // "by <x>", "for a <x>": what follows names a key, up to the first stop word.
    if (
      token.word === 'by' ||
      (token.word === 'for' && DETERMINERS.has(tokens[i + 1]?.word ?? ''))
    ) {
      let j = i + 1;
      while (DETERMINERS.has(tokens[j]?.word ?? '')) j++;
      const phrase: string[] = [];
      while (
        phrase.length < 3 &&
        tokens[j] &&
        /^[a-z]/.test(tokens[j]!.word) &&
        !STOP.has(tokens[j]!.word)
      ) {
        phrase.push(tokens[j]!.word);
        consumed.add(j);
        j++;
      }
      // "a number of guests": the guests are the parameter, and they are counted.
      if (
        phrase.length === 1 &&
        phrase[0] === 'number' &&
        tokens[j]?.word === 'of' &&
        tokens[j + 1]
      ) {
        const counted = tokens[j + 1]!.word;
        consumed.add(j + 1);
        add([counted], token.index, !isOptionalBefore(tokens, i), {
          type: 'integer',
          description: `Number of ${counted}`,
          minimum: 1,
        });
        return;
      }
      // "by calling ...", "for a while": a verb or a filler is not a parameter.
      if (phrase.length === 1 && (/ing$/.test(phrase[0]!) || FILLERS.has(phrase[0]!))) return;
      if (phrase.length > 0) add(phrase, token.index, !isOptionalBefore(tokens, i));
      return;
    }
    // Parameter-like words anywhere, with the word that qualifies them: "phone number",
    // "delivery date", "customer's email".
    if (!kindOf(token.word)) return;
    const next = tokens[i + 1]?.word ?? '';
    const before = tokens[i - 1]?.word ?? '';
    let words: string[];
    if (GENERIC_HEADS.has(next) && !GENERIC_HEADS.has(token.word)) {
      words = [token.word, next];
      consumed.add(i + 1);
    } else if (/^[a-z]/.test(before) && !STOP.has(before) && !kindOf(before)) {
      words = [before, token.word];
    } else {
      words = [token.word];
    }
    // "number" or "code" alone says nothing about what it is.
    if (words.length === 1 && GENERIC_HEADS.has(token.word) && token.word !== 'id') return;
    add(words, token.index, !isOptionalBefore(tokens, i));
  });

  const chosen = found.sort((a, b) => a.position - b.position).slice(0, 10);
  if (chosen.length === 0) {
    return {
      type: 'object',
      properties: { query: text('What to look up, in the customer\u2019s words') },
      required: ['query'],
    };
  }
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((f) => [f.name, f.property])),
    required: chosen.filter((f) => f.required).map((f) => f.name),
  };
}
