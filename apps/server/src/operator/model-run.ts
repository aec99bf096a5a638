import type { AgentConfiguration } from '@frontdesk/contracts';
import { generateText, type ModelMessage, stepCountIs, streamText } from 'ai';
import type { Logger } from 'pino';
import type { MessageSource } from '../platform/db/schema';
import type { OperatorMetrics } from '../platform/metrics-sink';
import type { MessageRow } from './conversations/conversation-store';
import { BUILTIN_METADATA_KEY } from './models/builtin-model';
import type { ModelRegistry } from './models/registry';
import { buildSystemPrompt } from './prompts';
import type { RetrievedPassage } from './retrieval/full-text';
import { TOOLS_PROMPT_NOTE, type Toolbox } from './tools/toolbox';

/** What a customer sees when the model fails or times out: the conversation is kept. */
export const APOLOGY_MESSAGE =
  "I'm sorry, I'm having trouble answering right now. Please try again in a moment.";

/** How much of the conversation goes back to the model as context. */
const HISTORY_MESSAGES = 20;

export interface ModelRun {
  models: ModelRegistry;
  timeoutMs: number;
  log: Logger;
  organizationId: string;
  configuration: AgentConfiguration;
  history: MessageRow[];
  message: string;
  passages: RetrievedPassage[];
  /** The organization's tools, when the engine can call them. */
  toolbox?: { toolbox: Toolbox; maxSteps: number };
  /** Streaming callers get the answer's text as it is produced. */
  onDelta?: (text: string) => void;
  /** Ends the call early (the client left), like the timeout: its tool calls are cancelled too. */
  signal?: AbortSignal;
  metrics?: OperatorMetrics;
}

/**
 * Runs the model on one question: the system prompt from the configuration and the passages, the
 * recent history, the tools. Never throws: a failing or slow model answers the apology, so the
 * customer gets a reply and the conversation is kept.
 */
export async function runModel(run: ModelRun): Promise<{ text: string; sources: MessageSource[] }> {
  const { passages, configuration } = run;
  const model = run.models.modelFor({ passages, style: configuration.interactionStyle });
  const toolbox = run.toolbox && run.toolbox.toolbox.size > 0 ? run.toolbox : undefined;
  const system = buildSystemPrompt(configuration, passages);
  const deadline = AbortSignal.timeout(run.timeoutMs);
  const startedAt = performance.now();
  const report = (outcome: 'ok' | 'error' | 'timeout' | 'cancelled') =>
    run.metrics?.model((performance.now() - startedAt) / 1000, {
      provider: run.models.engine.provider,
      outcome,
    });
  const request = {
    model,
    system: toolbox ? `${system}\n\n${TOOLS_PROMPT_NOTE}` : system,
    ...(toolbox ? { tools: toolbox.toolbox.tools, stopWhen: stepCountIs(toolbox.maxSteps) } : {}),
    messages: [
      ...run.history
        .slice(-HISTORY_MESSAGES)
        .map((m): ModelMessage => ({ role: m.role as 'user' | 'assistant', content: m.content })),
      { role: 'user', content: run.message } satisfies ModelMessage,
    ],
    temperature: configuration.temperature,
    abortSignal: run.signal ? AbortSignal.any([deadline, run.signal]) : deadline,
    maxRetries: 1,
  };
  let streamed = '';
  try {
    let text: string;
    let metadata: Record<string, unknown> | undefined;
    if (run.onDelta) {
      let failure: unknown;
      const result = streamText({
        ...request,
        onError: ({ error }) => {
          failure = error;
        },
      });
      // Text of every step, a blank line between steps, exactly as it is stored below.
      let written = false;
      let newStep = false;
      for await (const part of result.fullStream) {
        if (part.type === 'start-step') newStep = written;
        if (part.type !== 'text-delta' || !part.text) continue;
        const delta = newStep ? `${STEP_SEPARATOR}${part.text}` : part.text;
        streamed += delta;
        run.onDelta(delta);
        written = true;
        newStep = false;
      }
      if (failure) throw failure;
      if (run.signal?.aborted) throw run.signal.reason;
      text = textOfSteps(await result.steps);
      metadata = (await result.providerMetadata)?.[BUILTIN_METADATA_KEY];
    } else {
      const result = await generateText(request);
      text = textOfSteps(result.steps);
      metadata = result.providerMetadata?.[BUILTIN_METADATA_KEY];
    }
    if (!text.trim()) throw new Error('the model answered nothing');
    report('ok');
    return { text, sources: sourcesUsed(passages, metadata) };
  } catch (error) {
    report(run.signal?.aborted ? 'cancelled' : deadline.aborted ? 'timeout' : 'error');
    if (run.signal?.aborted) {
      // The client left: what it was shown is stored (the text streamed so far, or the apology).
      run.log.info({ organizationId: run.organizationId }, 'client left, model call stopped');
      if (streamed.trim()) return { text: streamed, sources: [] };
    } else {
      run.log.warn({ err: error, organizationId: run.organizationId }, 'model call failed');
    }
    run.onDelta?.(APOLOGY_MESSAGE);
    return { text: APOLOGY_MESSAGE, sources: [] };
  }
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

/** The built-in engine reports which passages it used; an LLM saw them all as context. */
function sourcesUsed(passages: RetrievedPassage[], metadata: Record<string, unknown> | undefined) {
  const used = metadata?.usedPassageIds;
  const chosen = Array.isArray(used)
    ? passages.filter((p) => used.includes(p.passageId))
    : passages;
  return chosen.map((p) => ({ contentId: p.contentId, passageId: p.passageId, text: p.text }));
}
