import type { ContentItem } from '@frontdesk/contracts';
import type { KnowledgeBase } from '../../operator/retrieval/knowledge-base';
import { AppError } from '../../platform/errors';

export interface KnowledgeServiceDeps {
  /** The operator's knowledge base owns the snippets and their index. */
  knowledge: KnowledgeBase;
  /** Billing's gate: throws when the plan has no room for one more snippet. */
  assertCanAdd(organizationId: string): Promise<void>;
}

/** The knowledge the operator answers from, within what the plan allows. */
export function createKnowledgeService(deps: KnowledgeServiceDeps) {
  const { knowledge } = deps;
  return {
    list: (organizationId: string) => knowledge.list(organizationId),

    async add(organizationId: string, text: string): Promise<ContentItem> {
      await deps.assertCanAdd(organizationId);
      return knowledge.add(organizationId, text);
    },

    async remove(organizationId: string, contentId: string): Promise<void> {
      if (!(await knowledge.remove(organizationId, contentId))) {
        throw new AppError('not_found', 'Content not found.');
      }
    },
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
