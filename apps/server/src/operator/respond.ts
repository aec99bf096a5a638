import type { AgentConfiguration } from '@frontdesk/contracts';
import { generateText, type ModelMessage, streamText } from 'ai';
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
 * One operator turn: find or start the conversation, retrieve knowledge, run the model, and keep
 * both messages with the passages the answer used.
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

  const answer = await runModel(deps, input, history, passages);
  await conversationStore.appendMessage(db, organizationId, conversation.id, {
    role: 'assistant',
    content: answer.text,
    sources: answer.sources,
  });

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
): Promise<{ text: string; sources: MessageSource[] }> {
  const model = deps.models.modelFor({ passages, style: input.configuration.interactionStyle });
  const request = {
    model,
    system: buildSystemPrompt(input.configuration, passages),
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
      for await (const delta of result.textStream) input.onDelta(delta);
      if (failure) throw failure;
      text = await result.text;
      metadata = (await result.providerMetadata)?.[BUILTIN_METADATA_KEY];
    } else {
      const result = await generateText(request);
      text = result.text;
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

/** The built-in engine reports which passages it used; an LLM saw them all as context. */
function sourcesUsed(passages: RetrievedPassage[], metadata: Record<string, unknown> | undefined) {
  const used = metadata?.usedPassageIds;
  const chosen = Array.isArray(used)
    ? passages.filter((p) => used.includes(p.passageId))
    : passages;
  return chosen.map((p) => ({ contentId: p.contentId, passageId: p.passageId, text: p.text }));
}
