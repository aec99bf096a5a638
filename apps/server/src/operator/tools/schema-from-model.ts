import type { LanguageModelV3 } from '@ai-sdk/provider';
import { type GeneratedSchema, TOOL_DESCRIPTION_MAX_LENGTH } from '@frontdesk/contracts';
import { generateText } from 'ai';
import { problemWithArgumentsSchema } from './arguments';

const SCHEMA_PROMPT = [
  'You write JSON schemas for the arguments of HTTP tools that an AI customer-service operator calls.',
  'Given the description of a tool, answer with one JSON object and nothing else:',
  '{"type":"object","properties":{...},"required":[...]}.',
  'Use snake_case property names, give every property a type and a short description, use',
  '"format" for emails, dates (date), times (time) and URLs (uri), "integer" for counts and',
  '"number" for amounts. List in "required" only what the tool cannot work without.',
].join(' ');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first JSON object in a model's answer, which may come wrapped in prose or a code fence. */
function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** The model's schema in the documented shape, or undefined when it is not a usable one. */
export function toGeneratedSchema(value: unknown): GeneratedSchema | undefined {
  if (!isPlainObject(value) || (value.type !== undefined && value.type !== 'object'))
    return undefined;
  if (!isPlainObject(value.properties)) return undefined;
  const properties = Object.fromEntries(
    Object.entries(value.properties).filter(
      (entry): entry is [string, Record<string, unknown>] =>
        /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(entry[0]) && isPlainObject(entry[1]),
    ),
  );
  if (Object.keys(properties).length === 0) return undefined;
  const required = Array.isArray(value.required)
    ? value.required.filter(
        (name): name is string => typeof name === 'string' && name in properties,
      )
    : [];
  const schema: GeneratedSchema = { type: 'object', properties, required: [...new Set(required)] };
  return problemWithArgumentsSchema(JSON.stringify(schema)) ? undefined : schema;
}

/** Asks the configured language model for the schema; undefined when its answer is not usable. */
export async function generateSchemaWithModel(
  model: LanguageModelV3,
  description: string,
  timeoutMs: number,
): Promise<GeneratedSchema | undefined> {
  const { text } = await generateText({
    model,
    system: SCHEMA_PROMPT,
    // The API refuses longer descriptions; the model is never sent more than one may hold.
    prompt: description.trim().slice(0, TOOL_DESCRIPTION_MAX_LENGTH),
    temperature: 0,
    abortSignal: AbortSignal.timeout(timeoutMs),
    maxRetries: 1,
  });
  return toGeneratedSchema(firstJsonObject(text));
}
