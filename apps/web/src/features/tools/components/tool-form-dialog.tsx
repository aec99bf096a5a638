import { type ToolInput, type ToolView, toolSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateTool } from '../api/create-tool';
import { useUpdateTool } from '../api/update-tool';
import {
  emptyToolForm,
  type ToolFormValues,
  toolErrorMessage,
  toolFormValuesOf,
  toToolPayload,
} from '../tool-form';
import { ToolFormFields } from './tool-form-fields';

/**
 * The add dialog (no tool: the 'Add Tool' button) or the edit dialog of one tool (an icon button
 * in its row). The form is filled afresh each time it opens, so it always shows the saved tool.
 */
export function ToolFormDialog({ tool }: { tool?: ToolView }) {
  const [open, setOpen] = useState(false);
  const create = useCreateTool();
  const update = useUpdateTool();
  const isPending = create.isPending || update.isPending;
  const defaults = () => (tool ? toolFormValuesOf(tool) : emptyToolForm);
  const form = useForm<ToolFormValues, unknown, ToolInput>({
    resolver: zodResolver(toolSchema),
    defaultValues: defaults(),
  });

  function handleOpenChange(next: boolean) {
    // Closing mid-request would hide the outcome of a call that may still succeed.
    if (isPending) return;
    if (next) form.reset(defaults());
    setOpen(next);
  }

  function onSaved() {
    toast.success(tool ? 'Tool updated successfully' : 'Tool added successfully');
    setOpen(false);
  }

  function onFailed(error: Error) {
    if (error instanceof ApiRequestError && error.code === 'tool_name_taken') {
      form.setError('name', { message: error.message }, { shouldFocus: true });
    }
    toast.error(toolErrorMessage(error, 'Failed to save tool'));
  }

  const onSubmit = form.handleSubmit((values) => {
    const input = toToolPayload(values);
    if (tool) {
      update.mutate({ id: tool.id, input }, { onSuccess: onSaved, onError: onFailed });
    } else {
      create.mutate(input, { onSuccess: onSaved, onError: onFailed });
    }
  });

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        {tool ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit tool ${tool.name}`}
          >
            <Pencil className="text-muted-foreground" aria-hidden />
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden />
            Add Tool
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{tool ? 'Edit Tool' : 'Add Tool'}</DialogTitle>
          <DialogDescription>
            An HTTP endpoint your operator can call to fetch live data or trigger a workflow.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <ToolFormFields />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Saving...' : tool ? 'Save changes' : 'Save tool'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
