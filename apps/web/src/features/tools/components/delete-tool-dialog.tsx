import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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
      isPending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(id, {
          onSuccess: () => {
            toast.success('Tool deleted successfully');
            close();
          },
          onError: (error) => toast.error(toolErrorMessage(error, 'Failed to delete tool')),
        })
      }
    />
  );
}
