import { ConfirmDeleteDialog, deletionOf } from '@/components/confirm-delete-dialog';
import { useDeleteApiKey } from '../api/delete-api-key';

/** The row's delete action behind the spec's confirmation. */
export function DeleteApiKeyDialog({ id, name }: { id: string; name: string }) {
  const remove = useDeleteApiKey();
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete API key ${name}`}
      triggerClassName="size-8"
      title="Are you sure you want to delete this API key?"
      description="This action cannot be undone..."
      {...deletionOf(remove, id, { failure: 'Failed to delete API key' })}
    >
      <p className="text-muted-foreground text-sm">
        Websites and apps that use <span className="font-medium text-foreground">{name}</span> will
        stop reaching your operator at once.
      </p>
    </ConfirmDeleteDialog>
  );
}
