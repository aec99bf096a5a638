import { ConfirmDeleteDialog, deletionOf } from '@/components/confirm-delete-dialog';
import { useDeleteTool } from '../api/delete-tool';
import { toolErrorMessage } from '../tool-form';

/** The row's delete action behind a confirmation. */
export function DeleteToolDialog({ id, name }: { id: string; name: string }) {
  const remove = useDeleteTool();
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete tool ${name}`}
      permission="tools.write"
      triggerClassName="size-8"
      title="Delete this tool?"
      description={
        <>
          Your operator will no longer be able to call{' '}
          <span className="font-medium text-foreground">{name}</span>. This action cannot be undone.
        </>
      }
      {...deletionOf(remove, id, {
        success: 'Tool deleted successfully',
        failure: (error) => toolErrorMessage(error, 'Failed to delete tool'),
      })}
    />
  );
}
