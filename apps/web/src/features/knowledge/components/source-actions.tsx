import type { KnowledgeSource } from '@frontdesk/contracts';
import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog, deletionOf } from '@/components/confirm-delete-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeleteKnowledgeSource } from '../api/delete-knowledge-source';
import { isSourceRunning } from '../api/source-status';
import { useSyncKnowledgeSource } from '../api/sync-knowledge-source';

/** 'Sync now': off while the source is being read already. */
export function SyncSourceButton({ source }: { source: KnowledgeSource }) {
  const sync = useSyncKnowledgeSource();
  const isRunning = isSourceRunning(source);
  return (
    <RequirePermission permission="knowledge.write">
      <Button
        variant="outline"
        size="sm"
        disabled={isRunning || sync.isPending}
        aria-label={`Sync now: ${source.name}`}
        onClick={() =>
          sync.mutate(source.id, {
            onSuccess: () => toast.success('Sync started'),
            onError: (error) => toast.error(errorMessage(error, 'Failed to start the sync')),
          })
        }
      >
        <RefreshCw
          aria-hidden
          className={isRunning || sync.isPending ? 'animate-spin' : undefined}
        />
        <span className="max-sm:sr-only">Sync now</span>
      </Button>
    </RequirePermission>
  );
}

/** Deletes a source, and the passages read from it, after a confirmation. */
export function DeleteSourceButton({ source }: { source: KnowledgeSource }) {
  const remove = useDeleteKnowledgeSource();
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete source: ${source.name}`}
      permission="knowledge.write"
      title="Delete this source?"
      description="Everything read from it leaves your knowledge; your operator will no longer answer from it. This action cannot be undone."
      {...deletionOf(remove, source.id, {
        success: 'Source deleted',
        failure: (error) => errorMessage(error, 'Failed to delete the source'),
      })}
    />
  );
}
