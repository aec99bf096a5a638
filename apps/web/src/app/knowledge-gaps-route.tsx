import { AddContentDialog } from '@/features/knowledge/components/add-content-dialog';
import { KnowledgeGapsPage } from '@/features/knowledge-gaps/knowledge-gaps-page';

/**
 * Unanswered questions with the knowledge feature's own add-content form for 'Add answer':
 * features never import each other, so the app hands one to the other.
 */
export function KnowledgeGapsRoute() {
  return <KnowledgeGapsPage AddAnswer={AddContentDialog} />;
}
