import { z } from 'zod';

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
