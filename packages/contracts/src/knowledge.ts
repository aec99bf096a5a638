import { z } from 'zod';
import { languageCodeSchema } from './languages';

export const KNOWLEDGE_TEXT_MAX = 5000;
export const KNOWLEDGE_PREVIEW_LENGTH = 150;

export const createContentSchema = z.object({
  text: z
    .string()
    .refine((t) => t.trim().length > 0, { message: 'Text is required.' })
    .refine((t) => t.length <= KNOWLEDGE_TEXT_MAX, {
      message: `Text must be ${KNOWLEDGE_TEXT_MAX} characters or less.`,
    }),
  /** The snippet's language; detected from its text when not given (decision 027). */
  language: languageCodeSchema.optional(),
});
export type CreateContentInput = z.infer<typeof createContentSchema>;

export const contentSchema = z.object({ id: z.string(), text: z.string() });
export type Content = z.infer<typeof contentSchema>;

export const contentItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** The language its passages are searched in (ISO 639-1). */
  language: languageCodeSchema.optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** PATCH /contents/{id}: a snippet's language set by hand, when detection chose wrong. */
export const updateContentSchema = z.object({ language: languageCodeSchema });
export type UpdateContentInput = z.infer<typeof updateContentSchema>;
