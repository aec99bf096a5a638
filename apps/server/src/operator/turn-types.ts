import type { AgentConfiguration, HandoffSettings, LanguageCode } from '@frontdesk/contracts';
import type { Logger } from 'pino';
import type { LiveEvents } from '../platform/live-events';
import type { OperatorMetrics } from '../platform/metrics-sink';
import type {
  Channel,
  ConversationRow,
  ConversationStore,
  MessageRow,
  Visitor,
} from './conversations/conversation-store';
import { operatorPhrases } from './language/phrases';
import type { ModelRegistry } from './models/registry';
import type { KnowledgeBase } from './retrieval/knowledge-base';
import type { ToolRow, ToolRuntime } from './tools/toolbox';

// What a turn is given, asks and answers: the operator's contract with the modules that call it.

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
export const UNAVAILABLE_MESSAGE = operatorPhrases.en.unavailable;

export interface TurnRequest {
  organizationId: string;
  conversationId?: string;
  channel: Channel;
  apiKeyId?: string;
  /** The verified visitor asking, if the site vouched for one. */
  visitor?: Visitor;
  allowance: TurnAllowance;
  /** The language of the widget's locale, a hint until the customer's words decide (decision 027). */
  hint?: LanguageCode;
}

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
  /** The language of the widget's locale, when it sent one we serve. */
  hint?: LanguageCode;
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
