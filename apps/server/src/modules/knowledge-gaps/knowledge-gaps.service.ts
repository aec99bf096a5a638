import type { KnowledgeGap, KnowledgeGapCheck, MessageOutcome } from '@frontdesk/contracts';
import type { UnansweredQuestion } from '../../operator/conversations/unanswered-reads';
import type { QuestionTopic } from '../../operator/retrieval/question-features';
import { AppError } from '../../platform/errors';
import { type GapGroup, groupUnanswered } from './gap-groups';
import type { KnowledgeGapsStore } from './knowledge-gaps.store';

/** The page shows at most this many groups, and only those are asked again. */
export const GAPS_SHOWN = 50;
/** Questions a group shows, and asks again when checked after an answer was added. */
export const QUESTIONS_SHOWN = 10;
/** Dry runs at once: each is a retrieval (or a model call when a provider is configured). */
const DRY_RUNS_AT_ONCE = 4;

export interface KnowledgeGapsServiceDeps {
  store: KnowledgeGapsStore;
  /** The operator's read of the questions its replies fell short on (it owns the messages). */
  unanswered(organizationId: string): Promise<UnansweredQuestion[]>;
  /** The engine's reading of questions (stems, concepts, synonyms), for grouping. */
  topicsOf(questions: string[]): Promise<QuestionTopic[][]>;
  /** The operator's answer as a new conversation would get it, with nothing stored or metered. */
  dryRun(
    organizationId: string,
    question: string,
  ): Promise<{ text: string; outcome: MessageOutcome }>;
}

const isAnswer = (outcome: MessageOutcome) => outcome === 'answered' || outcome === 'tool';

/**
 * Unanswered questions turned into knowledge (issue 25): grouped without a model, asked again on
 * the current knowledge, and hidden once answered or dismissed (until asked again).
 */
export function createKnowledgeGapsService(deps: KnowledgeGapsServiceDeps) {
  const { store } = deps;

  async function groupsOf(organizationId: string): Promise<GapGroup[]> {
    const questions = await deps.unanswered(organizationId);
    const topics = await deps.topicsOf(questions.map((q) => q.text));
    return groupUnanswered(questions, topics);
  }

  async function findGroup(organizationId: string, id: string): Promise<GapGroup> {
    const group = (await groupsOf(organizationId)).find((g) => g.id === id);
    if (!group) throw new AppError('not_found', 'Question group not found.');
    return group;
  }

  /**
   * Whether a question gets an answer now: an answer, and not the very reply the customer marked
   * 'Not helpful'. One dry run per distinct text in this request.
   */
  function answerChecker(organizationId: string) {
    const asked = new Map<string, ReturnType<KnowledgeGapsServiceDeps['dryRun']>>();
    return async (question: Pick<UnansweredQuestion, 'text' | 'dislikedReply'>) => {
      const key = question.text.trim().toLowerCase();
      let reply = asked.get(key);
      if (!reply) {
        reply = deps.dryRun(organizationId, question.text);
        asked.set(key, reply);
      }
      const { text, outcome } = await reply;
      return isAnswer(outcome) && text.trim() !== question.dislikedReply?.trim();
    };
  }

  return {
    /**
     * The groups not dismissed (or asked again since) whose most typical question still gets no
     * answer, most asked first. Answered groups leave the list: the page learns how many of a
     * group's questions an added answer covers from `check`, not from here.
     */
    async list(organizationId: string): Promise<{ groups: KnowledgeGap[] }> {
      const [groups, dismissed] = await Promise.all([
        groupsOf(organizationId),
        store.dismissals(organizationId),
      ]);
      const shown = groups
        .filter((group) => {
          const at = dismissed.get(group.id);
          return !at || group.lastAskedAt > at;
        })
        .slice(0, GAPS_SHOWN);
      const isAnswered = answerChecker(organizationId);
      const answered = await mapLimited(shown, DRY_RUNS_AT_ONCE, (group) =>
        isAnswered(group.typical),
      );
      return {
        groups: shown
          .filter((_, i) => !answered[i])
          .map((group) => ({
            id: group.id,
            questions: group.questions.slice(0, QUESTIONS_SHOWN).map((q) => ({
              text: q.text,
              conversationId: q.conversationId,
              askedAt: q.askedAt.toISOString(),
            })),
            count: group.questions.length,
            lastAskedAt: group.lastAskedAt.toISOString(),
            answered: false,
            suggestedAnswer: group.suggestedAnswer,
          })),
      };
    },

    async dismiss(organizationId: string, id: string): Promise<void> {
      await findGroup(organizationId, id);
      await store.dismiss(organizationId, id);
    },

    /** Asks the group's questions (the latest, distinct) again: how many get an answer now. */
    async check(organizationId: string, id: string): Promise<KnowledgeGapCheck> {
      const group = await findGroup(organizationId, id);
      const distinct = new Map<string, UnansweredQuestion>();
      for (const question of group.questions) {
        const key = question.text.trim().toLowerCase();
        if (!distinct.has(key)) distinct.set(key, question);
      }
      const questions = [...distinct.values()].slice(0, QUESTIONS_SHOWN);
      const answers = await mapLimited(questions, DRY_RUNS_AT_ONCE, answerChecker(organizationId));
      return { answered: answers.filter(Boolean).length, total: questions.length };
    },
  };
}

/** `work` over `items`, at most `limit` at a time, results in order. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export type KnowledgeGapsService = ReturnType<typeof createKnowledgeGapsService>;
