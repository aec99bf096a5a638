import { z } from 'zod';

export const toolMethods = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export const toolAuthentications = ['None', 'Bearer Token', 'Basic Auth', 'API Key'] as const;

/**
 * Who may make the operator call a tool: anyone chatting, only visitors the site verified (their
 * id is sent as `X-Frontdesk-Visitor-Id`), or only signed-in staff in the playground.
 */
export const toolAccesses = ['anyone', 'verified', 'staff'] as const;
export type ToolAccess = (typeof toolAccesses)[number];
export const toolAccessSchema = z.enum(toolAccesses);

/**
 * A new tool's access, whatever its method: a GET can read private records (orders, bookings)
 * as easily as a POST can change them, so opening a tool to anyone is the business's choice.
 */
export const DEFAULT_TOOL_ACCESS: ToolAccess = 'verified';

/** The header that names a verified visitor to a tool's endpoint; never sent for anonymous ones. */
export const VISITOR_ID_HEADER = 'X-Frontdesk-Visitor-Id';

/**
 * Characters of a tool's payload and of a description to draft one from, at most. Compiling a
 * schema takes time in proportion to its size (a 250 KB one held the process for seconds), and
 * the arguments of one HTTP call fit many times over in this.
 */
export const TOOL_PAYLOAD_MAX_LENGTH = 10000;
export const TOOL_DESCRIPTION_MAX_LENGTH = 1000;

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const toolSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, { message: 'Name must be at least 2 characters.' })
      .max(100, { message: 'Name must be 100 characters or less.' })
      .regex(/^[A-Za-z0-9_-]+$/, {
        message: 'Name may only contain letters, numbers, underscores and hyphens.',
      }),
    description: z
      .string()
      .trim()
      .min(10, { message: 'Description must be at least 10 characters.' })
      .max(TOOL_DESCRIPTION_MAX_LENGTH, {
        message: `Description must be ${TOOL_DESCRIPTION_MAX_LENGTH} characters or less.`,
      }),
    endpoint: z.string().trim().url({ message: 'Please enter a valid URL.' }),
    method: z.enum(toolMethods),
    /** Left out: `DEFAULT_TOOL_ACCESS`. */
    access: toolAccessSchema.optional(),
    payload: z
      .string()
      .max(TOOL_PAYLOAD_MAX_LENGTH, {
        message: `Payload must be ${TOOL_PAYLOAD_MAX_LENGTH} characters or less.`,
      })
      .optional()
      .refine((p) => !p || p.trim() === '' || isJson(p), { message: 'Invalid JSON format.' }),
    authentication: z.enum(toolAuthentications),
    bearerToken: z.string().optional(),
    basicAuthUsername: z.string().optional(),
    basicAuthPassword: z.string().optional(),
    apiKey: z.string().optional(),
    apiKeyHeaderName: z.string().optional(),
  })
  .superRefine((tool, ctx) => {
    const require = (field: keyof typeof tool, message: string) => {
      const value = tool[field];
      if (typeof value !== 'string' || value.trim() === '') {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    };
    if (tool.authentication === 'Bearer Token') require('bearerToken', 'Bearer Token is required');
    if (tool.authentication === 'Basic Auth') {
      require('basicAuthUsername', 'Username is required');
      require('basicAuthPassword', 'Password is required');
    }
    if (tool.authentication === 'API Key') {
      require('apiKey', 'API Key is required');
      require('apiKeyHeaderName', "Header Name is required. e.g. 'X-API-KEY'");
    }
  });
export type ToolInput = z.infer<typeof toolSchema>;

/**
 * POST /tools/generate-schema drafts from the tool's description, so it takes what a description
 * may hold: a longer text is refused before any work is done on it.
 */
export const generateSchemaSchema = z.object({
  text: z
    .string()
    .refine((t) => t.trim().length > 0, { message: 'Please provide a description' })
    .refine((t) => t.trim().length <= TOOL_DESCRIPTION_MAX_LENGTH, {
      message: `Description must be ${TOOL_DESCRIPTION_MAX_LENGTH} characters or less.`,
    }),
});

/**
 * Shown by GET /tools in place of a stored credential. A PATCH that sends it back unchanged keeps
 * the stored secret; credentials never leave the server in plain text.
 */
export const SECRET_MASK = '••••••••';

/** A tool as the dashboard reads it: credentials masked, '' where a field does not apply. */
export const toolViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  endpoint: z.string(),
  method: z.enum(toolMethods),
  access: toolAccessSchema,
  payload: z.string(),
  authentication: z.enum(toolAuthentications),
  bearerToken: z.string(),
  basicAuthUsername: z.string(),
  basicAuthPassword: z.string(),
  apiKey: z.string(),
  apiKeyHeaderName: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ToolView = z.infer<typeof toolViewSchema>;

/** POST /tools/generate-schema: a JSON schema object for the tool's arguments. */
export const generatedSchemaSchema = z.object({
  type: z.literal('object'),
  properties: z.record(z.string(), z.record(z.string(), z.unknown())),
  required: z.array(z.string()),
});
export type GeneratedSchema = z.infer<typeof generatedSchemaSchema>;

/** How one tool call of the operator ended. */
export const toolInvocationStatuses = [
  'ok',
  'error',
  'invalid_arguments',
  'blocked',
  'timeout',
] as const;
export type ToolInvocationStatus = (typeof toolInvocationStatuses)[number];
