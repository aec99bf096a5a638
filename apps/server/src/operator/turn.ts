import { randomUUID } from 'node:crypto';
import {
  CONVERSATION_MAX_MESSAGES,
  type ConversationStatus,
  type LanguageCode,
  type MessageOutcome,
  PUBLIC_MESSAGES_PAGE,
} from '@frontdesk/contracts';
import type { MessageSource } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import type { ConversationRow, MessageRow } from './conversations/conversation-store';
import type { ToolInvocation } from './conversations/tool-call-store';
import type { TurnStatusChange } from './conversations/turn-record';
import { offerHandoff } from './handoff/handoff-tool';
import { type AnswerOutcome, planTurn } from './handoff/turn-plan';
import { type ConversationLanguage, languageForTurn } from './language/conversation-language';
import { searchLanguage, translatedForSearch } from './language/knowledge-language';
import { phrasesFor } from './language/phrases';
import { publishTurn } from './live-turn';
import { runModel, streamWords } from './model-run';
import { saysItDoesNotKnow } from './models/builtin-answer';
import {
  MODEL_KNOWLEDGE_CHARACTERS,
  MODEL_PASSAGE_LIMIT,
  passagesForModel,
} from './retrieval/model-passages';
import { createToolbox } from './tools/toolbox';
import {
  mayContinue,
  type OpenTurn,
  type OperatorDeps,
  type TurnRequest,
  type TurnResult,
} from './turn-types';

// The turn's contract lives in turn-types.ts; its callers keep importing it from here.
export * from './turn-types';

/**
 * What a turn reads of a conversation it continues: the latest messages, enough for the model's
 * context and for the reply's page (the turn's own two make it a full page).
 */
const TURN_HISTORY_PAGE = PUBLIC_MESSAGES_PAGE - 2;

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
    language: ConversationLanguage,
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
          outcome: answer.outcome,
        },
        toolCalls: answer?.toolCalls ?? [],
        status: change,
        language: { code: language.language, source: language.source },
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
  function unavailable(
    turn: OpenTurn,
    message: string,
    language: ConversationLanguage,
  ): TurnResult {
    const answeredAt = new Date(turn.askedAt.getTime() + 1);
    const unsaved = (role: string, content: string, createdAt: Date): MessageRow => ({
      id: randomUUID(),
      organizationId: turn.organizationId,
      conversationId: turn.conversation.id,
      role,
      sender: role === 'user' ? 'customer' : 'system',
      senderUserId: null,
      senderName: null,
      outcome: null,
      feedback: null,
      feedbackComment: null,
      feedbackAt: null,
      content,
      sources: [],
      createdAt,
    });
    deps.metrics?.turn((Date.now() - turn.askedAt.getTime()) / 1000, {
      channel: turn.conversation.channel,
      outcome: 'unavailable',
    });
    const conversation = {
      ...turn.conversation,
      language: language.language,
      languageSource: language.source,
    };
    return replyOf(turn, conversation, [
      unsaved('user', message, turn.askedAt),
      unsaved('assistant', phrasesFor(language.language).unavailable, answeredAt),
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
        hint: request.hint,
      };
    },

    async run(
      turn: OpenTurn,
      message: string,
      onDelta?: (text: string) => void,
      /** Aborts the model call (and its tool calls) early: the client is gone. */
      signal?: AbortSignal,
    ): Promise<TurnResult> {
      const language = await languageForTurn(
        turn.conversation,
        message,
        turn.hint,
        turn.configuration.defaultLanguage ?? 'en',
      );
      const decided = await replyTo(turn, message, language.language, onDelta, signal);
      if (decided === 'unavailable') {
        onDelta?.(phrasesFor(language.language).unavailable);
        return unavailable(turn, message, language);
      }
      return store(turn, message, decided.reply, decided.status, language);
    },

    /**
     * A question answered as the first turn of a new conversation would be, with nothing stored
     * or metered and no tool of the business called: answer tests, and unanswered questions asked
     * again after the knowledge changed (decision 025).
     */
    async dryRun(organizationId: string, question: string): Promise<DryRunAnswer> {
      const askedAt = new Date();
      const [configuration, handoff] = await Promise.all([
        deps.settings.agentConfiguration(organizationId),
        deps.settings.handoffSettings(organizationId),
      ]);
      const conversation = conversations.startConversation(
        organizationId,
        { channel: 'playground' },
        askedAt,
      );
      const turn: OpenTurn = {
        organizationId,
        conversation,
        history: [],
        hasMore: false,
        configuration,
        handoff,
        allowance: { answer: true, toolCalls: 0, periodStart: null },
        askedAt,
        startsConversation: true,
      };
      const { language } = await languageForTurn(
        conversation,
        question,
        undefined,
        configuration.defaultLanguage ?? 'en',
      );
      const decided = await replyTo(turn, question, language);
      if (decided === 'unavailable' || !decided.reply) {
        return { text: '', outcome: 'no_answer', sources: [] };
      }
      const { text, outcome, sources } = decided.reply;
      return { text, outcome: outcome ?? 'answered', sources };
    },
  };

  /**
   * What the operator replies to a customer's message and the conversation's state after it
   * (the single writer's plan, decision 024), or 'unavailable' when the plan allows no answer.
   */
  async function replyTo(
    turn: OpenTurn,
    message: string,
    language: LanguageCode,
    onDelta?: (text: string) => void,
    signal?: AbortSignal,
  ): Promise<{ reply: Reply | undefined; status: TurnStatusChange } | 'unavailable'> {
    const phrases = phrasesFor(language);
    const plan = planTurn(turn.conversation, message, turn.handoff, turn.askedAt, phrases);
    if (plan.kind === 'hold') return { reply: undefined, status: plan.status };
    if (plan.kind === 'notice') {
      onDelta?.(plan.text);
      const handsOff = plan.status.next === 'waiting' && plan.status.expected !== 'waiting';
      return { reply: notice(plan.text, handsOff ? 'handed_off' : null), status: plan.status };
    }
    if (!turn.allowance.answer) return 'unavailable';
    // The built-in engine's answer is known whole before it is shown: one without information
    // may be replaced by the handoff notice. A model streams as it writes (it hands off by its
    // own tool instead).
    const builtin = deps.models.answer !== undefined;
    const answer = await answerQuestion(
      turn,
      message,
      language,
      builtin ? undefined : onDelta,
      signal,
    );
    const noAnswer = builtin && saysItDoesNotKnow(answer.text);
    const outcome: AnswerOutcome = answer.handedOff ? plan.handOff() : plan.after(noAnswer);
    if (outcome.kind === 'notice') {
      onDelta?.(outcome.text);
      return { reply: notice(outcome.text, 'handed_off'), status: outcome.status };
    }
    if (builtin && onDelta) streamWords(answer.text, onDelta);
    const said: MessageOutcome =
      (answer.toolCalls?.length ?? 0) > 0 ? 'tool' : noAnswer ? 'no_answer' : 'answered';
    return { reply: { ...answer, outcome: said }, status: outcome.status };
  }

  /** Retrieves knowledge and runs the engine with the organization's tools. */
  async function answerQuestion(
    turn: OpenTurn,
    message: string,
    language: LanguageCode,
    onDelta: ((text: string) => void) | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Reply> {
    const { organizationId, allowance } = turn;
    // The built-in engine answers from the best few; a model reads more, within a budget.
    const forModel = !deps.models.answer;
    const knowledgeLanguage = searchLanguage(
      (await deps.knowledge.profile(organizationId)).languages,
      language,
    );
    // A model reads passages whole; the built-in engine answers with their sentences.
    const search = (question: string) =>
      deps.knowledge.search(organizationId, question, forModel ? MODEL_PASSAGE_LIMIT : undefined, {
        sentences: !forModel,
        language: knowledgeLanguage,
        asTyped: knowledgeLanguage !== language && question === message,
      });
    const [searched, whole, toolRows] = await Promise.all([
      search(message),
      forModel ? deps.knowledge.wholeWithin(organizationId, MODEL_KNOWLEDGE_CHARACTERS) : undefined,
      offersTools && allowance.toolCalls > 0 ? deps.settings.tools(organizationId) : undefined,
    ]);
    let found = searched;
    // Knowledge only in another language, too long to give the model whole, and nothing found
    // by the customer's own words: the model translates the question for a second search.
    if (deps.models.model && knowledgeLanguage !== language && !whole && !found.some(isKnowledge)) {
      const translated = await translatedForSearch(deps.models.model, message, knowledgeLanguage, {
        timeoutMs: deps.timeoutMs,
        signal,
      });
      if (translated) found = await search(translated);
    }
    const passages = forModel ? passagesForModel(found, whole) : found;
    // Five pages given whole are not five sources: the answer cites what was found for it.
    const cited = whole ? found.filter(isKnowledge) : undefined;
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
      cited,
      language,
      introduction:
        knowledgeLanguage === language
          ? undefined
          : phrasesFor(language).fromOtherLanguage(knowledgeLanguage),
      toolbox: toolbox && deps.tools ? { toolbox, maxSteps: deps.tools.maxSteps } : undefined,
      onDelta,
      signal,
      metrics: deps.metrics,
    });
    return {
      ...answer,
      sender: 'ai',
      outcome: 'answered',
      toolCalls: toolbox?.invocations ?? [],
      handedOff: handoff?.requested() ?? false,
    };
  }
}

/** A question's answer when nothing is stored (`dryRun`). */
export interface DryRunAnswer {
  text: string;
  outcome: MessageOutcome;
  sources: MessageSource[];
}

/** What a turn replies: the operator's answer or a notice, with the tool calls it made. */
interface Reply {
  text: string;
  sources: MessageSource[];
  sender: 'ai' | 'system';
  /** What the reply did (decision 025): an answer, none, a handoff, a tool's result. */
  outcome: MessageOutcome | null;
  toolCalls?: ToolInvocation[];
  /** The model called the handoff tool: the reply is the handoff notice. */
  handedOff?: boolean;
}

const isKnowledge = (passage: { isContact?: boolean }) => !passage.isContact;

/** A notice in the thread; a handoff's is counted as the operator handing off. */
const notice = (text: string, outcome: MessageOutcome | null): Reply => ({
  text,
  sources: [],
  sender: 'system',
  outcome,
});

export type Operator = ReturnType<typeof createOperator>;
