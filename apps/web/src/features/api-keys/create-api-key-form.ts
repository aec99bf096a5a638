import {
  allowedOriginsSchema,
  apiKeyFormSchema,
  type CreateApiKeyInput,
} from '@frontdesk/contracts';
import { z } from 'zod';

/** One origin per line; blank lines are ignored and a trailing slash is forgiven. */
export function parseOrigins(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\/+$/, ''))
    .filter((line) => line !== '');
}

/** The message for the first way the typed origins break the server's own origin schema. */
function originsProblem(origins: string[]): string | undefined {
  const result = allowedOriginsSchema.safeParse(origins);
  if (result.success) return undefined;
  const { issues } = result.error;
  // Too many lines is said alone: a bad line among too many would be the lesser problem.
  const tooMany = issues.find((issue) => issue.code === 'too_big');
  if (tooMany?.code === 'too_big') return `Add at most ${tooMany.maximum} origins.`;
  const issue = issues[0];
  const origin = typeof issue?.path[0] === 'number' ? origins[issue.path[0]] : undefined;
  return origin ? `"${origin}" is not an origin. ${issue?.message}.` : String(issue?.message);
}

/**
 * The create dialog's form: the spec's name and description rules, plus the allowed origins typed
 * as text (one per line) and checked line by line with the server's own origin schema.
 */
export const createApiKeyFormSchema = apiKeyFormSchema.extend({
  allowedOrigins: z.string().superRefine((text, ctx) => {
    const message = originsProblem(parseOrigins(text));
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});
export type CreateApiKeyFormValues = z.input<typeof createApiKeyFormSchema>;
type CreateApiKeyFormOutput = z.output<typeof createApiKeyFormSchema>;

/** The POST body: an empty description is omitted (spec section 5), so are empty origins. */
export function toCreateApiKeyPayload(values: CreateApiKeyFormOutput): CreateApiKeyInput {
  const payload: CreateApiKeyInput = { name: values.name };
  if (values.description) payload.description = values.description;
  const origins = parseOrigins(values.allowedOrigins);
  if (origins.length > 0) payload.allowedOrigins = origins;
  return payload;
}
