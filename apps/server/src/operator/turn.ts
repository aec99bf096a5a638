import type { AgentConfiguration } from '@frontdesk/contracts';
import type { Logger } from 'pino';
import type { MessageSource } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import type { OperatorMetrics } from '../platform/metrics-sink';
import type {
  Channel,
  ConversationRow,
  ConversationStore,
  MessageRow,
  Visitor,
} from './conversations/conversation-store';
import type { ToolInvocation } from './conversations/tool-call-store';
import { runModel } from './model-run';
import type { ModelRegistry } from './models/registry';
import type { KnowledgeBase } from './retrieval/knowledge-base';
import { createToolbox, type ToolRow, type ToolRuntime } from './tools/toolbox';

/**
 * What the business configured, read by a turn. The modules that own these tables build it in
 * app.ts, so the operator never queries another owner's table.
 */
export interface BusinessSettings {
  agentConfiguration(organizationId: string): Promise<AgentConfiguration>;
  tools(organizationId: string): Promise<ToolRow[]>;
}

export interface OperatorDeps {
  conversations: ConversationStore;
  knowledge: KnowledgeBase;
  settings: BusinessSettings;
  models: ModelRegistry;
  timeoutMs: number;
  log: Logger;
  /** Where turn and model timings are reported; none when left out. */
  metrics?: OperatorMetrics;
  /** How tools are called; without it (or with an engine that cannot call tools) none are offered. */
  tools?: ToolRuntime;
}

/** What the organization's plan allows this turn (billing decides; the operator obeys). */
export interface TurnAllowance {
  /** False when the plan is missing or its prompts are used up: the turn is kept, not metered. */
  answer: boolean;
  /** Tool calls left in the period; none left means no tools are offered. */
  toolCalls: number;
}

/** What a customer reads when the organization cannot be answered for (no plan, no prompts left). */
export const UNAVAILABLE_MESSAGE =
  "I'm sorry, this assistant is unavailable right now. Please contact the business another way or try again later.";

export interface TurnRequest {
  organizationId: string;
  conversationId?: string;
  channel: Channel;
  apiKeyId?: string;
  /** The verified visitor asking, if the site vouched for one. */
  visitor?: Visitor;
  allowance: TurnAllowance;
}

/** A turn ready to run: its conversation found or started, its history and configuration read. */
export interface OpenTurn {
  organizationId: string;
  conversation: ConversationRow;
  history: MessageRow[];
  configuration: AgentConfiguration;
  allowance: TurnAllowance;
  /** When the question arrived: the time its message is stored with. */
  askedAt: Date;
  /** The conversation starts with this turn: it is stored with the turn's messages. */
  startsConversation: boolean;
}

export interface TurnResult {
  conversation: ConversationRow;
  messages: MessageRow[];
}

/**
 * A conversation is continued only on the channel it started on (a playground conversation is not
 * reachable with a public key) and, when a verified visitor had it, only by that visitor.
 */
export function mayContinue(
  conversation: ConversationRow,
  caller: { channel: Channel; visitor?: Visitor },
): boolean {
  if (conversation.channel !== caller.channel) return false;
  return conversation.visitorId === null || conversation.visitorId === caller.visitor?.id;
}

/**
 * One operator turn, in two steps so the caller can still answer 404 before it starts a stream:
 * `open` finds or starts the conversation; `run` retrieves knowledge, runs the model with the
 * organization's tools and stores the turn in one statement. Nothing is read twice.
 */
export function createOperator(deps: OperatorDeps) {
  const { conversations } = deps;
  const offersTools = deps.tools !== undefined && deps.models.engine.supportsTools;

  /** Stores the turn in one statement; the reply is the history read at open plus what it wrote. */
  async function store(
    turn: OpenTurn,
    message: string,
    answer: { text: string; sources: MessageSource[] },
    toolCalls: ToolInvocation[],
    metered: boolean,
  ): Promise<TurnResult> {
    const stored = await conversations.recordTurn({
      organizationId: turn.organizationId,
      conversationId: turn.conversation.id,
      starts: turn.startsConversation ? turn.conversation : undefined,
      question: { content: message, askedAt: turn.askedAt },
      answer: { content: answer.text, sources: answer.sources, answeredAt: new Date() },
      toolCalls,
      metered,
    });
    deps.metrics?.turn((Date.now() - turn.askedAt.getTime()) / 1000, {
      channel: turn.conversation.channel,
      outcome: metered ? 'answered' : 'unavailable',
    });
    return { conversation: stored.conversation, messages: [...turn.history, ...stored.messages] };
  }

  return {
    async open(request: TurnRequest): Promise<OpenTurn> {
      const { organizationId, conversationId } = request;
      const askedAt = new Date();
      const [configuration, found] = await Promise.all([
        deps.settings.agentConfiguration(organizationId),
        conversationId ? conversations.findWithMessages(organizationId, conversationId) : undefined,
      ]);
      if (conversationId && !(found && mayContinue(found.conversation, request))) {
        throw new AppError('not_found', 'Conversation not found.');
      }
      const conversation =
        found?.conversation ??
        conversations.startConversation(
          organizationId,
          { channel: request.channel, apiKeyId: request.apiKeyId, visitor: request.visitor },
          askedAt,
        );
      const history = found?.messages ?? [];
      const { allowance } = request;
      const startsConversation = !found;
      return {
        organizationId,
        conversation,
        history,
        configuration,
        allowance,
        askedAt,
        startsConversation,
      };
    },

    async run(
      turn: OpenTurn,
      message: string,
      onDelta?: (text: string) => void,
      /** Aborts the model call (and its tool calls) early: the client is gone. */
      signal?: AbortSignal,
    ): Promise<TurnResult> {
      const { organizationId, allowance } = turn;
      if (!allowance.answer) {
        onDelta?.(UNAVAILABLE_MESSAGE);
        return store(turn, message, { text: UNAVAILABLE_MESSAGE, sources: [] }, [], false);
      }
      const [passages, toolRows] = await Promise.all([
        deps.knowledge.search(organizationId, message),
        offersTools && allowance.toolCalls > 0 ? deps.settings.tools(organizationId) : undefined,
      ]);
      const toolbox =
        toolRows && deps.tools
          ? createToolbox(
              toolRows,
              organizationId,
              { channel: turn.conversation.channel, visitorId: turn.conversation.visitorId },
              deps.tools,
              deps.log,
            )
          : undefined;
      const answer = await runModel({
        models: deps.models,
        timeoutMs: deps.timeoutMs,
        log: deps.log,
        organizationId,
        configuration: turn.configuration,
        history: turn.history,
        message,
        passages,
        toolbox: toolbox && deps.tools ? { toolbox, maxSteps: deps.tools.maxSteps } : undefined,
        onDelta,
        signal,
        metrics: deps.metrics,
      });
      return store(turn, message, answer, toolbox?.invocations ?? [], true);
    },
  };
}

export type Operator = ReturnType<typeof createOperator>;
