import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteTool } from '../api/delete-tool';
import { toolErrorMessage } from '../tool-form';

/** The row's delete action behind a confirmation. */
export function DeleteToolDialog({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTool();

  function confirm() {
    remove.mutate(id, {
      onSuccess: () => {
        toast.success('Tool deleted successfully');
        setOpen(false);
      },
      onError: (error) => toast.error(toolErrorMessage(error, 'Failed to delete tool')),
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Delete tool ${name}`}>
          <Trash2 className="text-muted-foreground" aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this tool?</AlertDialogTitle>
          <AlertDialogDescription>
            Your operator will no longer be able to call{' '}
            <span className="font-medium text-foreground">{name}</span>. This action cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the call ends. */}
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
