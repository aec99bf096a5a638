import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AgentConfiguration, LanguageCode } from '@frontdesk/contracts';
import { generateText, hasToolCall, type ModelMessage, stepCountIs, streamText } from 'ai';
import type { Logger } from 'pino';
import { followAbort } from '../platform/abort-follow';
import type { MessageSource } from '../platform/db/schema';
import type { OperatorMetrics } from '../platform/metrics-sink';
import type { MessageRow } from './conversations/conversation-store';
import { operatorPhrases, phrasesFor } from './language/phrases';
import { recentContext } from './model-context';
import type { BuiltinAnswerer, ModelRegistry } from './models/registry';
import { callForText, type TextCall } from './models/text-call';
import { buildSystemPrompt } from './prompts';
import type { RetrievedPassage } from './retrieval/full-text';
import { TOOLS_PROMPT_NOTE, type Toolbox } from './tools/toolbox';

/** What a customer sees when the model fails or times out: the conversation is kept. */
export const APOLOGY_MESSAGE = operatorPhrases.en.trouble;

export interface ModelRun {
  models: ModelRegistry;
  timeoutMs: number;
  log: Logger;
  organizationId: string;
  configuration: AgentConfiguration;
  history: MessageRow[];
  message: string;
  passages: RetrievedPassage[];
  /**
   * What a model's answer names as its sources, when not every passage it was given: those found
   * for the question, not the rest of a knowledge given whole as context (decision 023).
   */
  cited?: RetrievedPassage[];
  /** The customer's language: the answer's, and the apology's (decision 027). */
  language: LanguageCode;
  /** The passages are in another language than the customer's: the built-in engine says so. */
  introduction?: string;
  /** The organization's tools, when the engine can call them. */
  toolbox?: { toolbox: Toolbox; maxSteps: number };
  /** Streaming callers get the answer's text as it is produced. */
  onDelta?: (text: string) => void;
  /** Ends the call early (the client left), like the timeout: its tool calls are cancelled too. */
  signal?: AbortSignal;
  metrics?: OperatorMetrics;
}

interface ModelAnswer {
  text: string;
  sources: MessageSource[];
}

/**
 * Runs the engine on one question: the built-in engine in process, or the language model with the
 * system prompt from the configuration and the passages, the recent history, the tools. Never
 * throws: a failing or slow model answers the apology, so the customer gets a reply and the
 * conversation is kept.
 */
export async function runModel(run: ModelRun): Promise<ModelAnswer> {
  const startedAt = performance.now();
  const report = (outcome: 'ok' | 'error' | 'timeout' | 'cancelled') =>
    run.metrics?.model((performance.now() - startedAt) / 1000, {
      provider: run.models.engine.provider,
      outcome,
    });
  // Only a call that leaves the process can be slow: the built-in engine gets no timer.
  const call = run.models.model ? abortableCall(run.timeoutMs, run.signal) : undefined;
  const streamed = { text: '' };
  try {
    const answer = run.models.answer
      ? answerInProcess(run, run.models.answer)
      : await answerWithModel(run, run.models.model, call!.signal, streamed);
    report('ok');
    return answer;
  } catch (error) {
    report(run.signal?.aborted ? 'cancelled' : call?.timedOut() ? 'timeout' : 'error');
    if (run.signal?.aborted) {
      // The client left: what it was shown is stored (the text streamed so far, or the apology).
      run.log.info({ organizationId: run.organizationId }, 'client left, model call stopped');
      if (streamed.text.trim()) return { text: streamed.text, sources: [] };
    } else {
      run.log.warn({ err: error, organizationId: run.organizationId }, 'model call failed');
    }
    const apology = phrasesFor(run.language).trouble;
    run.onDelta?.(apology);
    return { text: apology, sources: [] };
  } finally {
    call?.release();
  }
}

/**
 * The signal of one model call: aborted at its deadline or when the caller's signal aborts;
 * `release()` clears the timer and the listener once the call is over (see `followAbort` for why
 * not `AbortSignal.any`). Not `AbortSignal.timeout` either: its timer would outlive every call by
 * LLM_TIMEOUT_MS.
 */
function abortableCall(timeoutMs: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The model did not answer in time', 'TimeoutError'));
  }, timeoutMs);
  const unfollow = followAbort(controller, caller);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release() {
      clearTimeout(timer);
      unfollow();
    },
  };
}

/**
 * The built-in engine: a function of the question and the passages, called directly. Going
 * through the AI SDK as a provider cost about half a millisecond of CPU a turn (building,
 * standardizing and validating a prompt the engine never reads) for nothing the engine uses.
 */
function answerInProcess(run: ModelRun, answer: BuiltinAnswerer): ModelAnswer {
  const { text, usedPassageIds } = answer(
    run.message,
    run.passages,
    run.configuration.interactionStyle,
    run.language,
    run.introduction,
  );
  if (run.onDelta) streamWords(text, run.onDelta);
  const used = run.passages.filter((p) => usedPassageIds.includes(p.passageId));
  return { text, sources: used.map(sourceOf) };
}

/** Word by word, so that a streaming client sees an answer arrive as it would from an LLM. */
export function streamWords(text: string, onDelta: (text: string) => void): void {
  for (const word of text.match(/\S+\s*/g) ?? [text]) onDelta(word);
}

/** A language model through the AI SDK, streamed when the caller streams. */
async function answerWithModel(
  run: ModelRun,
  model: LanguageModelV3,
  signal: AbortSignal,
  streamed: { text: string },
): Promise<ModelAnswer> {
  const { passages, configuration } = run;
  // The business's own tools need the SDK's step loop; stop tools alone (the handoff) do not.
  const stops = run.toolbox?.toolbox.stopTools ?? [];
  const toolbox = run.toolbox && run.toolbox.toolbox.size > stops.length ? run.toolbox : undefined;
  const system = buildSystemPrompt(configuration, passages, run.language);
  const messages: ModelMessage[] = [
    ...recentContext(run.history),
    { role: 'user', content: run.message },
  ];
  const onDelta =
    run.onDelta &&
    ((delta: string) => {
      streamed.text += delta;
      run.onDelta!(delta);
    });
  const request = { model, system, messages, temperature: configuration.temperature, signal };
  const text = toolbox
    ? await answerWithTools(request, toolbox, onDelta)
    : await callForText({
        ...request,
        onDelta,
        stopTools: stops,
        onStop: (name) => {
          if (run.toolbox) run.toolbox.toolbox.stoppedBy = name;
        },
      });
  // An aborted stream may simply end (the SDK's ends with an `abort` part): it is not an answer.
  if (signal.aborted) throw signal.reason;
  // A model that handed off may say nothing: the turn's reply is the handoff notice.
  if (!text.trim() && !run.toolbox?.toolbox.stoppedBy) {
    throw new Error('the model answered nothing');
  }
  return { text, sources: (run.cited ?? passages).map(sourceOf) };
}

/**
 * With tools the AI SDK runs the steps: the model calls tools, reads their results, and answers,
 * at most `maxSteps` times.
 */
async function answerWithTools(
  call: Omit<TextCall, 'onDelta'>,
  toolbox: NonNullable<ModelRun['toolbox']>,
  onDelta: ((text: string) => void) | undefined,
): Promise<string> {
  const request = {
    model: call.model,
    system: `${call.system}\n\n${TOOLS_PROMPT_NOTE}`,
    tools: toolbox.toolbox.tools,
    stopWhen: [
      stepCountIs(toolbox.maxSteps),
      ...(toolbox.toolbox.stopTools ?? []).map((stop) => hasToolCall(stop.name)),
    ],
    messages: call.messages,
    temperature: call.temperature,
    abortSignal: call.signal,
    maxRetries: 1,
  };
  if (!onDelta) return textOfSteps((await generateText(request)).steps);
  let failure: unknown;
  const result = streamText({
    ...request,
    onError: ({ error }) => {
      failure = error;
    },
  });
  // Text of every step, a blank line between steps, exactly as it is stored.
  let written = false;
  let newStep = false;
  for await (const part of result.fullStream) {
    if (part.type === 'start-step') newStep = written;
    if (part.type !== 'text-delta' || !part.text) continue;
    onDelta(newStep ? `${STEP_SEPARATOR}${part.text}` : part.text);
    written = true;
    newStep = false;
  }
  if (failure) throw failure;
  if (call.signal.aborted) throw call.signal.reason;
  return textOfSteps(await result.steps);
}

const STEP_SEPARATOR = '\n\n';

/**
 * With tools, an answer can take several steps ("Let me check that." then the result): the
 * customer sees every step's text, so all of it is kept.
 */
function textOfSteps(steps: { text: string }[]): string {
  return steps
    .map((step) => step.text)
    .filter((text) => text.trim() !== '')
    .join(STEP_SEPARATOR);
}

const sourceOf = (p: RetrievedPassage): MessageSource => ({
  contentId: p.contentId,
  passageId: p.passageId,
  text: p.text,
});
