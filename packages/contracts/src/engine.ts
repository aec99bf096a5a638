import { z } from 'zod';

/** Which engine answers: the built-in engine is retrieval-only, not a language model. */
export const engineInfoSchema = z.object({
  provider: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']),
  model: z.string(),
  isLlm: z.boolean(),
  /** Tools need a model that can call them (the built-in engine cannot). */
  supportsTools: z.boolean(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;
