import { z } from 'zod';

export const dashboardSuggestionsSchema = z.object({
  agentConfiguration: z.boolean(),
  contents: z.boolean(),
  whatsapp: z.boolean(),
  tools: z.boolean(),
  apiKeys: z.boolean(),
});

export const dashboardAnalyticsSchema = z.object({
  conversations: z.number(),
  prompts: z.number(),
  contents: z.number(),
  tools: z.number(),
  apiKeys: z.number(),
  /** Beyond the spec: conversations started per day over the same 30 days (oldest first). */
  daily: z.array(z.object({ date: z.string(), conversations: z.number() })),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;
export type DashboardSuggestions = z.infer<typeof dashboardSuggestionsSchema>;
