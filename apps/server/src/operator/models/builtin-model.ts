import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import type { InteractionStyle } from '@frontdesk/contracts';
import type { RetrievedPassage } from '../retrieval/full-text';
import { composeBuiltinAnswer } from './builtin-answer';

export const BUILTIN_MODEL_ID = 'frontdesk-answer-engine';

/** Metadata key under which the engine reports the passages its answer used. */
export const BUILTIN_METADATA_KEY = 'frontdesk';

function lastUserText(options: LanguageModelV3CallOptions): string {
  const last = [...options.prompt].reverse().find((message) => message.role === 'user');
  if (last?.role !== 'user') return '';
  return last.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join(' ')
    .trim();
}

const usage = (text: string) => ({
  inputTokens: {
    total: undefined,
    noCache: undefined,
    cacheRead: undefined,
    cacheWrite: undefined,
  },
  outputTokens: { total: Math.ceil(text.length / 4), text: undefined, reasoning: undefined },
});

/**
 * The built-in answer engine as an AI SDK language model: the rest of the turn treats it like any
 * provider. It is created per turn with that turn's retrieved passages; it is not an LLM.
 */
export function createBuiltinModel(
  passages: RetrievedPassage[],
  style: InteractionStyle,
): LanguageModelV3 {
  const answer = (options: LanguageModelV3CallOptions) =>
    composeBuiltinAnswer(lastUserText(options), passages, style);

  return {
    specificationVersion: 'v3',
    provider: 'frontdesk',
    modelId: BUILTIN_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
      const { text, usedPassageIds } = answer(options);
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(text),
        providerMetadata: { [BUILTIN_METADATA_KEY]: { usedPassageIds } },
        warnings: [],
      };
    },
    async doStream(options) {
      const { text, usedPassageIds } = answer(options);
      // Word by word, so that a streaming client sees the answer arrive as it would from an LLM.
      const words = text.match(/\S+\s*/g) ?? [text];
      const parts: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'answer' },
        ...words.map((delta) => ({ type: 'text-delta' as const, id: 'answer', delta })),
        { type: 'text-end', id: 'answer' },
        {
          type: 'finish',
          usage: usage(text),
          finishReason: { unified: 'stop', raw: 'stop' },
          providerMetadata: { [BUILTIN_METADATA_KEY]: { usedPassageIds } },
        },
      ];
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}
