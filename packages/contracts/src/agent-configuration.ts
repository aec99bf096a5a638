import { z } from 'zod';
import { engineInfoSchema } from './engine';
import { languageCodeSchema } from './languages';

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
  /**
   * 'Default language': the customers' language until the widget's locale or their own words
   * say otherwise (decision 027). Left out of a save, the saved one is kept (English at first).
   */
  defaultLanguage: languageCodeSchema.optional(),
});
export type AgentConfiguration = z.infer<typeof agentConfigurationSchema>;
export type AgentConfigurationInput = z.input<typeof agentConfigurationSchema>;

/** GET /agent-configurations: the saved configuration, or the defaults before the first save. */
export const agentConfigurationViewSchema = z.object({
  name: z.string(),
  description: z.string(),
  roles: z.array(operatorRoleSchema),
  instructions: z.string(),
  interactionStyle: interactionStyleSchema,
  temperature: z.number(),
  metadata: z.record(z.string(), z.unknown()),
  defaultLanguage: languageCodeSchema,
  /** False until the business saves its configuration for the first time. */
  configured: z.boolean(),
  engine: engineInfoSchema,
});
export type AgentConfigurationView = z.infer<typeof agentConfigurationViewSchema>;
