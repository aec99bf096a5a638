import { Ajv } from 'ajv';
import { linearRegExp, problemWithPattern } from './linear-pattern';
import { ValidatorGenerations } from './validator-generations';

/** A tool without a payload takes no arguments. */
export const NO_ARGUMENTS_SCHEMA = { type: 'object', properties: {}, additionalProperties: false };

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An Ajv instance configured for tools' schemas; each generation of validators gets its own. */
function newAjv(): Ajv {
  const ajv = new Ajv({
    // Schemas written by hand carry extra keywords (examples, titles of their own): not an error.
    strict: false,
    allErrors: true,
    logger: false,
    // Tenants' schemas must never meet in one registry through a shared $id.
    addUsedSchema: false,
    // Tenants' patterns run on RE2, in linear time: see linear-pattern.ts.
    code: { regExp: linearRegExp },
  });
  // The formats the schema generator writes and people use most; unknown formats are not checked.
  // An address is at most 254 characters (RFC 5321): a longer string is not one, and the pattern,
  // quadratic on a string of dots, never sees it.
  ajv.addFormat('email', (text: string) => text.length <= 254 && EMAIL.test(text));
  ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i);
  ajv.addFormat(
    'date-time',
    (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)),
  );
  ajv.addFormat('uri', (text: string) => URL.canParse(text));
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  return ajv;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tool's payload as the schema offered to the model: an object schema, always. */
export function argumentsSchemaOf(payload: string | null | undefined): Record<string, unknown> {
  if (!payload?.trim()) return NO_ARGUMENTS_SCHEMA;
  const { $schema: _dialect, ...schema } = JSON.parse(payload) as Record<string, unknown>;
  return schema.type === undefined ? { type: 'object', ...schema } : schema;
}

/**
 * Schemas compiled per Ajv instance at most. Every saved tool's schema is compiled (to check it)
 * and every tool a turn offers, so tools created with ever-new schemas would otherwise grow the
 * process's memory without end.
 */
export const VALIDATORS_PER_GENERATION = 500;
/** Each payload compiled once per generation; exported so tests can see what Ajv holds. */
export const argumentsValidators = new ValidatorGenerations<string>(
  VALIDATORS_PER_GENERATION,
  newAjv,
);
const validatorFor = (payload: string) =>
  argumentsValidators.validatorFor(payload, () => argumentsSchemaOf(payload));

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
  for (const pattern of patternsOf(parsed)) {
    const problem = problemWithPattern(pattern);
    if (problem) return problem;
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
    return {
      valid: false,
      reason: argumentsValidators.ajv.errorsText(validate.errors, { dataVar: 'arguments' }),
    };
  }
  if (!isPlainObject(input)) return { valid: false, reason: 'arguments must be an object' };
  return { valid: true, arguments: input };
}
