import type { ContentItem, LanguageCode } from '@frontdesk/contracts';
import type { KnowledgeBase } from '../../operator/retrieval/knowledge-base';
import type { QuotaCheck } from '../../platform/db/transaction-lock';
import { AppError } from '../../platform/errors';

export interface KnowledgeServiceDeps {
  /** The operator's knowledge base owns the snippets and their index. */
  knowledge: KnowledgeBase;
  /**
   * Billing's gate: throws when the plan has no knowledge; answers the check of the snippets'
   * count, which the knowledge base runs in the transaction that adds one.
   */
  assertCanAdd(organizationId: string): Promise<QuotaCheck>;
}

/** The knowledge the operator answers from, within what the plan allows. */
export function createKnowledgeService(deps: KnowledgeServiceDeps) {
  const { knowledge } = deps;
  return {
    list: (organizationId: string) => knowledge.list(organizationId),

    async add(organizationId: string, text: string, language?: LanguageCode): Promise<ContentItem> {
      const check = await deps.assertCanAdd(organizationId);
      return knowledge.add(organizationId, text, check, language);
    },

    /** A snippet's language set by hand, when detection chose wrong. */
    async changeLanguage(
      organizationId: string,
      contentId: string,
      language: LanguageCode,
    ): Promise<ContentItem> {
      const changed = await knowledge.changeLanguage(organizationId, contentId, language);
      if (!changed) throw new AppError('not_found', 'Content not found.');
      return changed;
    },

    async remove(organizationId: string, contentId: string): Promise<void> {
      if (!(await knowledge.remove(organizationId, contentId))) {
        throw new AppError('not_found', 'Content not found.');
      }
    },
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
