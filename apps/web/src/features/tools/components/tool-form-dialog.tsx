import { type ToolInput, type ToolView, toolSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AddButton } from '@/components/add-button';
import { FormDialog } from '@/components/form-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
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
    <FormDialog
      open={open}
      onOpenChange={handleOpenChange}
      trigger={
        <RequirePermission permission="tools.write">
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
            <AddButton>Add Tool</AddButton>
          )}
        </RequirePermission>
      }
      title={tool ? 'Edit Tool' : 'Add Tool'}
      description="An HTTP endpoint your operator can call to fetch live data or trigger a workflow."
      className="sm:max-w-2xl"
      form={form}
      onSubmit={onSubmit}
      isPending={isPending}
      submitLabel={tool ? 'Save changes' : 'Save tool'}
      pendingLabel="Saving..."
    >
      <ToolFormFields />
    </FormDialog>
  );
}
