import type { UnansweredQuestion } from '../../operator/conversations/unanswered-reads';
import type { QuestionTopic } from '../../operator/retrieval/question-features';
import {
  clusterQuestions,
  groupKeyOf,
  keyFeaturesOf,
  mostTypicalMember,
} from '../../operator/retrieval/question-groups';

/** A group of unanswered questions, before anyone asks whether the knowledge answers it now. */
export interface GapGroup {
  /** Stable while new questions join (question-groups.ts groupKeyOf). */
  id: string;
  /** Latest first. */
  questions: UnansweredQuestion[];
  /** How many customers (conversations) asked. */
  askers: number;
  lastAskedAt: Date;
  /** The question most like the rest: the one asked again to see if it gets an answer. */
  typical: UnansweredQuestion;
  suggestedAnswer: string | null;
}

/**
 * The unanswered questions grouped (the same question in other words is one group), ranked by how
 * many customers asked, then by how recently. `questions` come latest first.
 */
export function groupUnanswered(
  questions: UnansweredQuestion[],
  topics: QuestionTopic[][],
): GapGroup[] {
  const keys = topics.map(keyFeaturesOf);
  const seen = new Map<string, number>();
  const groups = clusterQuestions(topics).map((cluster): GapGroup => {
    const members = cluster.map((i) => questions[i]!).sort(byLatest);
    const ordered = [...cluster].sort((a, b) => byLatest(questions[a]!, questions[b]!));
    const memberKeys = ordered.map((i) => keys[i]!);
    return {
      id: groupKeyOf(memberKeys),
      questions: members,
      askers: new Set(members.map((q) => q.conversationId)).size,
      lastAskedAt: members[0]!.askedAt,
      typical: members[mostTypicalMember(memberKeys)]!,
      suggestedAnswer: members.find((q) => q.staffReply)?.staffReply ?? null,
    };
  });
  groups.sort((a, b) => b.askers - a.askers || b.lastAskedAt.getTime() - a.lastAskedAt.getTime());
  // Two groups sharing their top words keep distinct ids: the later one is numbered.
  for (const group of groups) {
    const times = seen.get(group.id) ?? 0;
    seen.set(group.id, times + 1);
    if (times > 0) group.id = `${group.id}-${times + 1}`;
  }
  return groups;
}

const byLatest = (a: UnansweredQuestion, b: UnansweredQuestion) =>
  b.askedAt.getTime() - a.askedAt.getTime();
