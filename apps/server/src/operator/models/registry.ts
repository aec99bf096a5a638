import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { EngineInfo, InteractionStyle, LanguageCode } from '@frontdesk/contracts';
import type { Config } from '../../platform/config';
import type { RetrievedPassage } from '../retrieval/full-text';
import { type BuiltinAnswer, composeBuiltinAnswer } from './builtin-answer';

/** The built-in engine's name, as the engine information reports it. */
export const BUILTIN_MODEL_ID = 'frontdesk-answer-engine';

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

/**
 * The engine that answers turns: either the built-in engine, a function called in process, or a
 * language model reached through the AI SDK. The built-in engine is not a model behind an SDK: it
 * is given the question and the passages it composes from, and nothing else (decision 018).
 */
export type ModelRegistry = { engine: EngineInfo } & (
  | { answer: BuiltinAnswerer; model?: never }
  | { model: LanguageModelV3; answer?: never }
);

export type BuiltinAnswerer = (
  question: string,
  passages: RetrievedPassage[],
  style: InteractionStyle,
  language?: LanguageCode,
  introduction?: string,
) => BuiltinAnswer;

/**
 * Picks the model provider from configuration. Providers are loaded lazily: a deployment on the
 * built-in engine never loads an LLM SDK.
 */
export async function createModelRegistry(settings: ModelSettings): Promise<ModelRegistry> {
  if (settings.provider === 'builtin') {
    return {
      engine: { provider: 'builtin', model: BUILTIN_MODEL_ID, isLlm: false, supportsTools: false },
      answer: composeBuiltinAnswer,
    };
  }
  return {
    engine: {
      provider: settings.provider,
      model: settings.model ?? '',
      isLlm: true,
      supportsTools: true,
    },
    model: await loadProviderModel(settings),
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
