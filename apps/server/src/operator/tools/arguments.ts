import { Ajv, type ValidateFunction } from 'ajv';

/** A tool without a payload takes no arguments. */
export const NO_ARGUMENTS_SCHEMA = { type: 'object', properties: {}, additionalProperties: false };

/**
 * Whether a regular expression can backtrack exponentially: a quantified group that itself holds
 * a quantifier or an alternation, as in `(a+)+` or `(a|ab)*`. A heuristic, on the safe side.
 */
export function isRiskyPattern(pattern: string): boolean {
  const groups: { quantified: boolean; alternates: boolean }[] = [
    { quantified: false, alternates: false },
  ];
  const isQuantifier = (char: string | undefined) => char === '+' || char === '*' || char === '{';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    const top = groups.at(-1)!;
    if (char === '\\') {
      i++;
    } else if (char === '[') {
      // A character class is one token, whatever it holds.
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (char === '(') {
      groups.push({ quantified: false, alternates: false });
    } else if (char === ')' && groups.length > 1) {
      const group = groups.pop()!;
      const repeated = isQuantifier(pattern[i + 1]);
      if (repeated && (group.quantified || group.alternates)) return true;
      if (repeated || group.quantified) groups.at(-1)!.quantified = true;
    } else if (char === '|') {
      top.alternates = true;
    } else if (isQuantifier(char)) {
      top.quantified = true;
    }
  }
  return false;
}

/** Every regular expression a schema holds: `pattern` values and `patternProperties` keys. */
function patternsOf(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(patternsOf);
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) => [
    ...(key === 'pattern' && typeof value === 'string' ? [value] : []),
    ...(key === 'patternProperties' && typeof value === 'object' && value !== null
      ? Object.keys(value)
      : []),
    ...patternsOf(value),
  ]);
}

/**
 * Patterns come from a business and the strings from a model steered by customers: risky patterns
 * are refused when a tool is saved, and no pattern gets a long input to chew on.
 */
const PATTERN_INPUT_MAX = 1000;
const boundedRegExp = Object.assign(
  (pattern: string, flags: string) => {
    const expression = new RegExp(pattern, flags);
    if (isRiskyPattern(pattern)) return { test: () => true };
    return { test: (text: string) => text.length <= PATTERN_INPUT_MAX && expression.test(text) };
  },
  { code: 'boundedRegExp' },
);

const ajv = new Ajv({
  // Schemas written by hand carry extra keywords (examples, titles of their own): not an error.
  strict: false,
  allErrors: true,
  logger: false,
  // Tenants' schemas must never meet in one registry through a shared $id.
  addUsedSchema: false,
  code: { regExp: boundedRegExp },
});

// The formats the schema generator writes and people use most; unknown formats are not checked.
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i);
ajv.addFormat(
  'date-time',
  (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)),
);
ajv.addFormat('uri', (text: string) => URL.canParse(text));
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tool's payload as the schema offered to the model: an object schema, always. */
export function argumentsSchemaOf(payload: string | null | undefined): Record<string, unknown> {
  if (!payload?.trim()) return NO_ARGUMENTS_SCHEMA;
  const { $schema: _dialect, ...schema } = JSON.parse(payload) as Record<string, unknown>;
  return schema.type === undefined ? { type: 'object', ...schema } : schema;
}

const MAX_CACHED = 500;
const validators = new Map<string, ValidateFunction>();

function validatorFor(payload: string): ValidateFunction {
  const cached = validators.get(payload);
  if (cached) return cached;
  const validate = ajv.compile(argumentsSchemaOf(payload));
  if (validators.size >= MAX_CACHED) validators.delete(validators.keys().next().value!);
  validators.set(payload, validate);
  return validate;
}

/** Why a payload cannot be a tool's arguments schema, or undefined when it can (blank is fine). */
export function problemWithArgumentsSchema(payload: string | undefined): string | undefined {
  if (!payload?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return 'Invalid JSON format.';
  }
  if (!isPlainObject(parsed)) return 'The payload must be a JSON schema object.';
  if (parsed.type !== undefined && parsed.type !== 'object') {
    return 'The payload schema must describe an object (type "object").';
  }
  const risky = patternsOf(parsed).find(isRiskyPattern);
  if (risky) {
    return `The pattern "${risky}" could take too long to check: avoid repeating a group that repeats.`;
  }
  try {
    validatorFor(payload);
    return undefined;
  } catch (error) {
    return `The payload is not a valid JSON schema: ${(error as Error).message}`;
  }
}

export type ArgumentsCheck =
  | { valid: true; arguments: Record<string, unknown> }
  | { valid: false; reason: string };

/** Checks a model's arguments against the tool's schema before any request is made. */
export function checkArguments(payload: string | null, input: unknown): ArgumentsCheck {
  const validate = validatorFor(payload ?? '');
  if (!validate(input)) {
    return { valid: false, reason: ajv.errorsText(validate.errors, { dataVar: 'arguments' }) };
  }
  if (!isPlainObject(input)) return { valid: false, reason: 'arguments must be an object' };
  return { valid: true, arguments: input };
}
