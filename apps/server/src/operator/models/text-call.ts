import { setTimeout as sleep } from 'node:timers/promises';
import {
  APICallError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Message,
} from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';

/**
 * One answer of text, for a turn that offers the model none of the business's tools: there are no
 * steps to run (a stop tool such as the handoff ends the answer instead).
 */
export interface TextCall {
  model: LanguageModelV3;
  system: string;
  /** The conversation's context and the question, oldest first; text only. */
  messages: ModelMessage[];
  temperature: number;
  signal: AbortSignal;
  /** Streams the answer: each piece of its text as it comes. */
  onDelta?: (text: string) => void;
  /** Tools without arguments whose call ends the answer (the handoff). */
  stopTools?: { name: string; description: string }[];
  /** Told which stop tool the model called; the answer is the text before it. */
  onStop?: (name: string) => void;
}

/** A stop tool in the provider's shape: a function of no arguments. */
const providerTool = (stop: { name: string; description: string }) => ({
  type: 'function' as const,
  name: stop.name,
  description: stop.description,
  inputSchema: { type: 'object' as const, properties: {}, additionalProperties: false },
});

/** What the AI SDK waits before its first retry. */
const RETRY_DELAY_MS = 2000;

/**
 * Asks the provider's model itself (the AI SDK's provider interface, `doStream` or `doGenerate`)
 * rather than through `streamText` or `generateText`, whose steps, tool loop and result promises a
 * turn without tools does not use. On Node 20 that layer cost the server about 11 ms of CPU a
 * streamed turn (each delta crosses a dozen web streams, made anew for each call), more than all
 * the rest of the turn, and 2 to 3 ms a JSON one, with a model answering a few sentences
 * (docs/benchmarks.md, "Model turns").
 * What the SDK did that a turn needs is done here: the prompt in the provider's shape, and one
 * retry of a call the provider says may succeed again (`maxRetries: 1`).
 */
export async function callForText(call: TextCall): Promise<string> {
  const stops = call.stopTools ?? [];
  const options: LanguageModelV3CallOptions = {
    prompt: providerPrompt(call.system, call.messages),
    temperature: call.temperature,
    abortSignal: call.signal,
    ...(stops.length > 0 ? { tools: stops.map(providerTool) } : {}),
  };
  const stopped = (name: string) => {
    if (!stops.some((stop) => stop.name === name)) return false;
    call.onStop?.(name);
    return true;
  };
  if (!call.onDelta) {
    const result = await withOneRetry(() => call.model.doGenerate(options), call.signal);
    let text = '';
    for (const part of result.content) {
      if (part.type === 'tool-call' && stopped(part.toolName)) break;
      if (part.type === 'text') text += part.text;
    }
    return text;
  }
  const { stream } = await withOneRetry(() => call.model.doStream(options), call.signal);
  let text = '';
  for await (const part of stream) {
    if (part.type === 'error') throw part.error;
    if (part.type === 'tool-call' && stopped(part.toolName)) break;
    if (part.type !== 'text-delta' || !part.delta) continue;
    text += part.delta;
    call.onDelta(part.delta);
  }
  return text;
}

function providerPrompt(system: string, messages: ModelMessage[]): LanguageModelV3Message[] {
  const prompt: LanguageModelV3Message[] = [{ role: 'system', content: system }];
  for (const message of messages) {
    if (message.role !== 'user' && message.role !== 'assistant') continue;
    const text =
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    prompt.push({ role: message.role, content: [{ type: 'text', text }] });
  }
  return prompt;
}

/**
 * The call, and once more after RETRY_DELAY_MS when it failed in a way the provider marks as
 * worth another try (a dropped connection, 408, 409, 429, 5xx), as the SDK's `maxRetries: 1`.
 */
async function withOneRetry<T>(attempt: () => PromiseLike<T>, signal: AbortSignal): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (signal.aborted || !APICallError.isInstance(error) || !error.isRetryable) throw error;
    // Ends early, with the abort, when the deadline comes or the client leaves meanwhile.
    await sleep(RETRY_DELAY_MS, undefined, { signal });
    return attempt();
  }
}
