import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { EngineInfo, InteractionStyle } from '@frontdesk/contracts';
import type { Config } from '../../platform/config';
import type { RetrievedPassage } from '../retrieval/full-text';
import { BUILTIN_MODEL_ID, createBuiltinModel } from './builtin-model';

export interface ModelSettings {
  provider: EngineInfo['provider'];
  model?: string;
  baseUrl?: string;
  apiKey?: string;
}

export function modelSettingsFrom(config: Config): ModelSettings {
  return {
    provider: config.LLM_PROVIDER,
    model: config.LLM_MODEL,
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
  };
}

export interface TurnModelInput {
  passages: RetrievedPassage[];
  style: InteractionStyle;
}

export interface ModelRegistry {
  engine: EngineInfo;
  /** The model that answers one turn. The built-in engine is made per turn from its passages. */
  modelFor(turn: TurnModelInput): LanguageModelV3;
}

/**
 * Picks the model provider from configuration. Providers are loaded lazily: a deployment on the
 * built-in engine never loads an LLM SDK.
 */
export async function createModelRegistry(settings: ModelSettings): Promise<ModelRegistry> {
  if (settings.provider === 'builtin') {
    return {
      engine: { provider: 'builtin', model: BUILTIN_MODEL_ID, isLlm: false, supportsTools: false },
      modelFor: ({ passages, style }) => createBuiltinModel(passages, style),
    };
  }
  const model = await loadProviderModel(settings);
  return {
    engine: {
      provider: settings.provider,
      model: settings.model ?? '',
      isLlm: true,
      supportsTools: true,
    },
    modelFor: () => model,
  };
}

async function loadProviderModel(settings: ModelSettings): Promise<LanguageModelV3> {
  const modelId = settings.model ?? '';
  switch (settings.provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl })(modelId);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ apiKey: settings.apiKey, baseURL: settings.baseUrl })(modelId);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl ?? '',
        apiKey: settings.apiKey,
      }).chatModel(modelId);
    }
    default:
      throw new Error(`Unknown model provider ${settings.provider}`);
  }
}
