import { z } from 'zod';

export const interactionStyles = [
  'professional',
  'friendly',
  'formal',
  'casual',
  'technical',
  'conversational',
] as const;
export const interactionStyleSchema = z.enum(interactionStyles, {
  message: 'You need to select an interaction style.',
});
export type InteractionStyle = z.infer<typeof interactionStyleSchema>;

export const operatorRoles = ['sales', 'self-service'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);

export const TEMPERATURE = { min: 0, max: 1, step: 0.1, default: 0.7 } as const;

export const agentConfigurationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name is required.' })
    .max(100, { message: 'Name must be 100 characters or less.' }),
  description: z
    .string()
    .trim()
    .min(1, { message: 'Description is required.' })
    .max(500, { message: 'Description must be 500 characters or less.' }),
  roles: z
    .array(operatorRoleSchema)
    .min(1, { message: 'At least one role must be selected.' })
    .refine((roles) => new Set(roles).size === roles.length, { message: 'Roles must be unique.' }),
  instructions: z
    .string()
    .trim()
    .min(1, { message: 'Instructions are required.' })
    .max(2000, { message: 'Instructions must be 2000 characters or less.' }),
  interactionStyle: interactionStyleSchema,
  temperature: z
    .number()
    .min(TEMPERATURE.min, { message: 'Temperature must be between 0 and 1.' })
    .max(TEMPERATURE.max, { message: 'Temperature must be between 0 and 1.' })
    .refine((t) => Math.abs(Math.round(t * 10) - t * 10) < 1e-9, {
      message: 'Temperature must be a multiple of 0.1.',
    }),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type AgentConfiguration = z.infer<typeof agentConfigurationSchema>;
export type AgentConfigurationInput = z.input<typeof agentConfigurationSchema>;

export const KNOWLEDGE_TEXT_MAX = 5000;
export const KNOWLEDGE_PREVIEW_LENGTH = 150;

export const createContentSchema = z.object({
  text: z
    .string()
    .refine((t) => t.trim().length > 0, { message: 'Text is required.' })
    .refine((t) => t.length <= KNOWLEDGE_TEXT_MAX, {
      message: `Text must be ${KNOWLEDGE_TEXT_MAX} characters or less.`,
    }),
});
export type CreateContentInput = z.infer<typeof createContentSchema>;

export const contentSchema = z.object({ id: z.string(), text: z.string() });
export type Content = z.infer<typeof contentSchema>;

export const toolMethods = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export const toolAuthentications = ['None', 'Bearer Token', 'Basic Auth', 'API Key'] as const;

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
      .max(1000, { message: 'Description must be 1000 characters or less.' }),
    endpoint: z.string().trim().url({ message: 'Please enter a valid URL.' }),
    method: z.enum(toolMethods),
    payload: z
      .string()
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

export const generateSchemaSchema = z.object({
  text: z.string().refine((t) => t.trim().length > 0, { message: 'Please provide a description' }),
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

export const apiKeyFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name is required.' })
    .max(100, { message: 'Name must be 100 characters or less' }),
  description: z
    .string()
    .trim()
    .max(1000, { message: 'Description must be 1000 characters or less' })
    .optional(),
});
export type ApiKeyFormValues = z.infer<typeof apiKeyFormSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  key: z.string(),
});
export const createdApiKeySchema = apiKeySchema.extend({
  createdAt: z.string(),
  allowedOrigins: z.array(z.string()),
});
export const listedApiKeySchema = apiKeySchema.extend({
  created_at: z.string(),
  allowedOrigins: z.array(z.string()),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export type ListedApiKey = z.infer<typeof listedApiKeySchema>;

/** Which engine answers: the built-in engine is retrieval-only, not a language model. */
export const engineInfoSchema = z.object({
  provider: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']),
  model: z.string(),
  isLlm: z.boolean(),
  /** Tools need a model that can call them (the built-in engine cannot). */
  supportsTools: z.boolean(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;

/** GET /agent-configurations: the saved configuration, or the defaults before the first save. */
export const agentConfigurationViewSchema = z.object({
  name: z.string(),
  description: z.string(),
  roles: z.array(operatorRoleSchema),
  instructions: z.string(),
  interactionStyle: interactionStyleSchema,
  temperature: z.number(),
  metadata: z.record(z.string(), z.unknown()),
  /** False until the business saves its configuration for the first time. */
  configured: z.boolean(),
  engine: engineInfoSchema,
});
export type AgentConfigurationView = z.infer<typeof agentConfigurationViewSchema>;

export const contentItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** Allowed origins of a key (beyond the spec): exact origins like https://shop.example.com. */
export const allowedOriginsSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/\s?#]+$/, { message: 'Origins look like https://www.example.com' }),
  )
  .max(20)
  .default([]);

export const createApiKeySchema = apiKeyFormSchema.extend({ allowedOrigins: allowedOriginsSchema });
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
