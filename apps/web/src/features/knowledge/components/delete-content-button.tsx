import { ConfirmDeleteDialog, deletionOf } from '@/components/confirm-delete-dialog';
import { useDeleteContent } from '../api/delete-content';

/** Deletes one content item after a confirmation. */
export function DeleteContentButton({ id, preview }: { id: string; preview: string }) {
  const remove = useDeleteContent();
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete content: ${preview}`}
      permission="knowledge.write"
      title="Delete this content?"
      description="Your operator will no longer answer from it. This action cannot be undone."
      {...deletionOf(remove, id, {
        success: 'Knowledge content deleted successfully',
        failure: 'Failed to delete knowledge content',
      })}
    />
  );
}
