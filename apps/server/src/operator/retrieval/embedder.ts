import type { EmbeddingModel } from 'ai';
import { embedMany } from 'ai';
import type { Config } from '../../platform/config';

export interface Embedder {
  model: string;
  embed(texts: string[]): Promise<number[][]>;
}

/**
 * Text embeddings from a provider, when EMBEDDING_PROVIDER / EMBEDDING_MODEL are set. Without them
 * retrieval is full text alone.
 */
export async function createEmbedder(config: Config): Promise<Embedder | undefined> {
  if (!config.EMBEDDING_PROVIDER || !config.EMBEDDING_MODEL) return undefined;
  const baseURL = config.EMBEDDING_BASE_URL ?? config.LLM_BASE_URL;
  const apiKey = config.EMBEDDING_API_KEY ?? config.LLM_API_KEY;
  let model: EmbeddingModel;
  if (config.EMBEDDING_PROVIDER === 'openai') {
    const { createOpenAI } = await import('@ai-sdk/openai');
    model = createOpenAI({ apiKey, baseURL }).embedding(config.EMBEDDING_MODEL);
  } else {
    const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
    model = createOpenAICompatible({
      name: 'embeddings',
      baseURL: baseURL ?? '',
      apiKey,
    }).textEmbeddingModel(config.EMBEDDING_MODEL);
  }
  return {
    model: config.EMBEDDING_MODEL,
    async embed(texts) {
      if (texts.length === 0) return [];
      const { embeddings } = await embedMany({ model, values: texts, maxRetries: 1 });
      return embeddings;
    },
  };
}
