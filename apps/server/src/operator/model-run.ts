import type { AgentConfiguration } from '@frontdesk/contracts';
import { generateText, type ModelMessage, stepCountIs, streamText } from 'ai';
import type { Logger } from 'pino';
import type { Database } from '../platform/db/client';
import type { MessageSource } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import { recordUsage } from '../platform/usage';
import * as conversationStore from './conversation-store';
import { BUILTIN_METADATA_KEY } from './models/builtin-model';
import type { ModelRegistry } from './models/registry';
import { buildSystemPrompt } from './prompts';
import type { RetrievedPassage } from './retrieval';
import type { Retriever } from './retriever';
import { insertToolInvocations } from './tools/invocation-store';
import { loadToolbox, TOOLS_PROMPT_NOTE, type Toolbox, type ToolRuntime } from './tools/toolbox';

/** What a customer sees when the model fails or times out: the conversation is kept. */
export const APOLOGY_MESSAGE =
  "I'm sorry, I'm having trouble answering right now. Please try again in a moment.";

/** How much of the conversation goes back to the model as context. */
const HISTORY_MESSAGES = 20;

export interface RespondDeps {
  db: Database;
  retriever: Retriever;
  models: ModelRegistry;
  timeoutMs: number;
  log: Logger;
  /** How tools are called; without it (or with an engine that cannot call tools) none are offered. */
  tools?: ToolRuntime;
}

export interface TurnInput {
  organizationId: string;
  configuration: AgentConfiguration;
  message: string;
  conversationId?: string;
  channel: 'api' | 'playground';
  apiKeyId?: string;
  /** Streaming callers get the answer's text as it is produced. */
  onDelta?: (text: string) => void;
}

export interface TurnResult {
  conversation: conversationStore.ConversationRow;
  messages: conversationStore.MessageRow[];
}

/**
 * One operator turn: find or start the conversation, retrieve knowledge, run the model with the
 * organization's tools, and keep both messages with the passages and tool calls the answer used.
 */
export async function respond(deps: RespondDeps, input: TurnInput): Promise<TurnResult> {
  const { db } = deps;
  const { organizationId } = input;
  const conversation = input.conversationId
    ? await conversationStore.findConversation(db, organizationId, input.conversationId)
    : await conversationStore.createConversation(db, organizationId, {
        channel: input.channel,
        apiKeyId: input.apiKeyId,
      });
  if (!conversation) throw new AppError('not_found', 'Conversation not found.');

  const history = await conversationStore.listMessages(db, organizationId, conversation.id);
  const passages = await deps.retriever.search(organizationId, input.message);
  await conversationStore.appendMessage(db, organizationId, conversation.id, {
    role: 'user',
    content: input.message,
  });
  await recordUsage(db, organizationId, 'conversation.prompt');

  const toolbox =
    deps.tools && deps.models.engine.supportsTools
      ? await loadToolbox(db, organizationId, deps.tools, deps.log)
      : undefined;
  const answer = await runModel(deps, input, history, passages, toolbox);
  const reply = await conversationStore.appendMessage(db, organizationId, conversation.id, {
    role: 'assistant',
    content: answer.text,
    sources: answer.sources,
  });
  const invocations = toolbox?.invocations ?? [];
  if (invocations.length > 0) {
    await insertToolInvocations(
      db,
      organizationId,
      { conversationId: conversation.id, messageId: reply.id },
      invocations,
    );
    await recordUsage(db, organizationId, 'tools.invocation', invocations.length);
  }

  return {
    conversation: (await conversationStore.findConversation(db, organizationId, conversation.id))!,
    messages: await conversationStore.listMessages(db, organizationId, conversation.id),
  };
}

async function runModel(
  deps: RespondDeps,
  input: TurnInput,
  history: conversationStore.MessageRow[],
  passages: RetrievedPassage[],
  toolbox: Toolbox | undefined,
): Promise<{ text: string; sources: MessageSource[] }> {
  const model = deps.models.modelFor({ passages, style: input.configuration.interactionStyle });
  const offersTools = deps.tools !== undefined && toolbox !== undefined && toolbox.size > 0;
  const system = buildSystemPrompt(input.configuration, passages);
  const request = {
    model,
    system: offersTools ? `${system}\n\n${TOOLS_PROMPT_NOTE}` : system,
    ...(offersTools ? { tools: toolbox.tools, stopWhen: stepCountIs(deps.tools!.maxSteps) } : {}),
    messages: [
      ...history
        .slice(-HISTORY_MESSAGES)
        .map((m): ModelMessage => ({ role: m.role as 'user' | 'assistant', content: m.content })),
      { role: 'user', content: input.message } satisfies ModelMessage,
    ],
    temperature: input.configuration.temperature,
    abortSignal: AbortSignal.timeout(deps.timeoutMs),
    maxRetries: 1,
  };
  try {
    let text: string;
    let metadata: Record<string, unknown> | undefined;
    if (input.onDelta) {
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
        input.onDelta(newStep ? `${STEP_SEPARATOR}${part.text}` : part.text);
        written = true;
        newStep = false;
      }
      if (failure) throw failure;
      text = textOfSteps(await result.steps);
      metadata = (await result.providerMetadata)?.[BUILTIN_METADATA_KEY];
    } else {
      const result = await generateText(request);
      text = textOfSteps(result.steps);
      metadata = result.providerMetadata?.[BUILTIN_METADATA_KEY];
    }
    if (!text.trim()) throw new Error('the model answered nothing');
    return { text, sources: sourcesUsed(passages, metadata) };
  } catch (error) {
    deps.log.warn({ err: error, organizationId: input.organizationId }, 'model call failed');
    input.onDelta?.(APOLOGY_MESSAGE);
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
