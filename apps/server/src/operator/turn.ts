import { randomUUID } from 'node:crypto';
import {
  type AgentConfiguration,
  CONVERSATION_MAX_MESSAGES,
  type ConversationStatus,
  type HandoffSettings,
  PUBLIC_MESSAGES_PAGE,
} from '@frontdesk/contracts';
import type { Logger } from 'pino';
import type { MessageSource } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import type { LiveEvents } from '../platform/live-events';
import type { OperatorMetrics } from '../platform/metrics-sink';
import type {
  Channel,
  ConversationRow,
  ConversationStore,
  MessageRow,
  Visitor,
} from './conversations/conversation-store';
import type { ToolInvocation } from './conversations/tool-call-store';
import type { TurnStatusChange } from './conversations/turn-record';
import { offerHandoff } from './handoff/handoff-tool';
import { type AnswerOutcome, planTurn } from './handoff/turn-plan';
import { publishTurn } from './live-turn';
import { runModel, streamWords } from './model-run';
import { saysItDoesNotKnow } from './models/builtin-answer';
import type { ModelRegistry } from './models/registry';
import type { KnowledgeBase } from './retrieval/knowledge-base';
import {
  MODEL_KNOWLEDGE_CHARACTERS,
  MODEL_PASSAGE_LIMIT,
  passagesForModel,
} from './retrieval/model-passages';
import { createToolbox, type ToolRow, type ToolRuntime } from './tools/toolbox';

/**
 * What the business configured, read by a turn. The modules that own these tables build it in
 * app.ts, so the operator never queries another owner's table.
 */
export interface BusinessSettings {
  agentConfiguration(organizationId: string): Promise<AgentConfiguration>;
  tools(organizationId: string): Promise<ToolRow[]>;
  /** When a person takes over (the handoff module's settings, with their defaults). */
  handoffSettings(organizationId: string): Promise<HandoffSettings>;
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
  /** Where the turn's messages are announced to the team's inbox and the customer's streams. */
  events?: LiveEvents;
}

/** What the organization's plan allows this turn (billing decides; the operator obeys). */
export interface TurnAllowance {
  /** False when the plan is missing or its prompts are used up: the turn is kept, not metered. */
  answer: boolean;
  /** Tool calls left in the period; none left means no tools are offered. */
  toolCalls: number;
  /** The billing period the turn's usage is counted in; null when nothing is metered. */
  periodStart: Date | null;
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

/**
 * What a turn reads of a conversation it continues: the latest messages, enough for the model's
 * context and for the reply's page (the turn's own two make it a full page).
 */
const TURN_HISTORY_PAGE = PUBLIC_MESSAGES_PAGE - 2;

/** A turn ready to run: its conversation found or started, its history and configuration read. */
export interface OpenTurn {
  organizationId: string;
  conversation: ConversationRow;
  /** The conversation's latest messages (at most TURN_HISTORY_PAGE), oldest first. */
  history: MessageRow[];
  /** Older messages exist than the first of `history`. */
  hasMore: boolean;
  configuration: AgentConfiguration;
  handoff: HandoffSettings;
  allowance: TurnAllowance;
  /** When the question arrived: the time its message is stored with. */
  askedAt: Date;
  /** The conversation starts with this turn: it is stored with the turn's messages. */
  startsConversation: boolean;
}

export interface TurnResult {
  conversation: ConversationRow;
  /** The conversation's latest messages, oldest first, the turn's own last. */
  messages: MessageRow[];
  /** Older messages exist than the first of `messages`. */
  hasMore: boolean;
}

/**
 * A conversation is continued only on the channel it started on (a playground conversation is not
 * reachable with a public key), only with the key it started with (a conversation begun on a
 * site's origin-restricted key is not readable through another key of the organization) and,
 * when a verified visitor had it, only by that visitor.
 */
export function mayContinue(
  conversation: ConversationRow,
  caller: { channel: Channel; apiKeyId?: string; visitor?: Visitor },
): boolean {
  if (conversation.channel !== caller.channel) return false;
  if (conversation.apiKeyId !== (caller.apiKeyId ?? null)) return false;
  return conversation.visitorId === null || conversation.visitorId === caller.visitor?.id;
}

/** A conversation with no room for another turn: refused before anything runs or is stored. */
const conversationFull = () => new AppError('conversation_full');

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
    reply: Reply | undefined,
    status: TurnStatusChange,
  ): Promise<TurnResult> {
    const { organizationId, conversation } = turn;
    const record = (answer: Reply | undefined, change: TurnStatusChange) =>
      conversations.recordTurn({
        organizationId,
        conversationId: conversation.id,
        starts: turn.startsConversation ? conversation : undefined,
        question: { content: message, askedAt: turn.askedAt },
        answer: answer && {
          content: answer.text,
          sources: answer.sources,
          answeredAt: new Date(),
          sender: answer.sender,
        },
        toolCalls: answer?.toolCalls ?? [],
        status: change,
        usagePeriodStart: turn.allowance.periodStart,
      });
    let stored = await record(reply, status);
    if (!stored && !turn.startsConversation) {
      // Nothing was written: a parallel turn filled the conversation, it was deleted, or it
      // changed hands while the operator was answering (a member took it over, released or
      // resolved it). The customer's message is kept as the conversation now stands; the reply
      // decided on the old state is not (a member who took over is its one writer now).
      const now = await conversations.find(organizationId, conversation.id);
      if (!now) throw new AppError('not_found', 'Conversation not found.');
      if (now.status !== status.expected) {
        const current = now.status as ConversationStatus;
        stored = await record(undefined, {
          expected: current,
          next: current,
          noAnswerStreak: now.noAnswerStreak,
        });
      }
      if (!stored) throw conversationFull();
    }
    if (!stored) throw conversationFull();
    deps.metrics?.turn((Date.now() - turn.askedAt.getTime()) / 1000, {
      channel: conversation.channel,
      outcome: 'answered',
    });
    publishTurn(deps.events, conversation.status, stored);
    return replyOf(turn, stored.conversation, stored.messages);
  }

  /** The reply: the latest page of the conversation, the turn's own messages last. */
  function replyOf(turn: OpenTurn, conversation: ConversationRow, added: MessageRow[]): TurnResult {
    return { conversation, messages: [...turn.history, ...added], hasMore: turn.hasMore };
  }

  /**
   * A turn the organization cannot be answered for (no plan, no prompts left): the customer reads
   * the polite reply, and nothing is stored or metered, so an organization out of prompts cannot
   * be made to store a stranger's messages without end.
   */
  function unavailable(turn: OpenTurn, message: string): TurnResult {
    const answeredAt = new Date(turn.askedAt.getTime() + 1);
    const unsaved = (role: string, content: string, createdAt: Date): MessageRow => ({
      id: randomUUID(),
      organizationId: turn.organizationId,
      conversationId: turn.conversation.id,
      role,
      sender: role === 'user' ? 'customer' : 'system',
      senderUserId: null,
      senderName: null,
      content,
      sources: [],
      createdAt,
    });
    deps.metrics?.turn((Date.now() - turn.askedAt.getTime()) / 1000, {
      channel: turn.conversation.channel,
      outcome: 'unavailable',
    });
    return replyOf(turn, turn.conversation, [
      unsaved('user', message, turn.askedAt),
      unsaved('assistant', UNAVAILABLE_MESSAGE, answeredAt),
    ]);
  }

  return {
    async open(request: TurnRequest): Promise<OpenTurn> {
      const { organizationId, conversationId } = request;
      const askedAt = new Date();
      const [configuration, handoff, found] = await Promise.all([
        deps.settings.agentConfiguration(organizationId),
        deps.settings.handoffSettings(organizationId),
        conversationId
          ? conversations.findWithMessages(organizationId, conversationId, {
              limit: TURN_HISTORY_PAGE,
            })
          : undefined,
      ]);
      if (conversationId && !(found && mayContinue(found.conversation, request))) {
        throw new AppError('not_found', 'Conversation not found.');
      }
      if (found && found.conversation.messagesCount + 2 > CONVERSATION_MAX_MESSAGES) {
        throw conversationFull();
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
        hasMore: found?.hasMore ?? false,
        configuration,
        handoff,
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
      const plan = planTurn(turn.conversation, message, turn.handoff, turn.askedAt);
      if (plan.kind === 'hold') return store(turn, message, undefined, plan.status);
      if (plan.kind === 'notice') {
        onDelta?.(plan.text);
        return store(turn, message, notice(plan.text), plan.status);
      }
      if (!turn.allowance.answer) {
        onDelta?.(UNAVAILABLE_MESSAGE);
        return unavailable(turn, message);
      }
      // The built-in engine's answer is known whole before it is shown: one without information
      // may be replaced by the handoff notice. A model streams as it writes (it hands off by its
      // own tool instead).
      const builtin = deps.models.answer !== undefined;
      const answer = await answerQuestion(turn, message, builtin ? undefined : onDelta, signal);
      const outcome: AnswerOutcome = answer.handedOff
        ? plan.handOff()
        : plan.after(builtin && saysItDoesNotKnow(answer.text));
      if (outcome.kind === 'notice') {
        onDelta?.(outcome.text);
        return store(turn, message, notice(outcome.text), outcome.status);
      }
      if (builtin && onDelta) streamWords(answer.text, onDelta);
      return store(turn, message, answer, outcome.status);
    },
  };

  /** Retrieves knowledge and runs the engine with the organization's tools. */
  async function answerQuestion(
    turn: OpenTurn,
    message: string,
    onDelta: ((text: string) => void) | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Reply> {
    const { organizationId, allowance } = turn;
    // The built-in engine answers from the best few; a model reads more, within a budget.
    const forModel = !deps.models.answer;
    const [found, whole, toolRows] = await Promise.all([
      deps.knowledge.search(organizationId, message, forModel ? MODEL_PASSAGE_LIMIT : undefined),
      forModel ? deps.knowledge.wholeWithin(organizationId, MODEL_KNOWLEDGE_CHARACTERS) : undefined,
      offersTools && allowance.toolCalls > 0 ? deps.settings.tools(organizationId) : undefined,
    ]);
    const passages = forModel ? passagesForModel(found, whole) : found;
    // A model that can call tools may also hand the conversation to a person.
    const mayHandOff =
      offersTools && turn.handoff.enabled && turn.conversation.status !== 'waiting';
    const toolbox =
      (toolRows || mayHandOff) && deps.tools
        ? createToolbox(
            toolRows ?? [],
            organizationId,
            { channel: turn.conversation.channel, visitorId: turn.conversation.visitorId },
            deps.tools,
            deps.log,
          )
        : undefined;
    const handoff = toolbox && mayHandOff ? offerHandoff(toolbox) : undefined;
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
    return {
      ...answer,
      sender: 'ai',
      toolCalls: toolbox?.invocations ?? [],
      handedOff: handoff?.requested() ?? false,
    };
  }
}

/** What a turn replies: the operator's answer or a notice, with the tool calls it made. */
interface Reply {
  text: string;
  sources: MessageSource[];
  sender: 'ai' | 'system';
  toolCalls?: ToolInvocation[];
  /** The model called the handoff tool: the reply is the handoff notice. */
  handedOff?: boolean;
}

const notice = (text: string): Reply => ({ text, sources: [], sender: 'system' });

export type Operator = ReturnType<typeof createOperator>;
