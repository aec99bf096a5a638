import {
  type CreateContentInput,
  createContentSchema,
  KNOWLEDGE_TEXT_MAX,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AddButton } from '@/components/add-button';
import { FormDialog, useResettingDialog } from '@/components/form-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { TextField } from '@/components/text-field';
import { useCreateContent } from '../api/create-content';

/** The add button and its dialog: one textarea with a live counter against the 5000 limit. */
export function AddContentDialog() {
  const create = useCreateContent();
  const form = useForm<CreateContentInput>({
    resolver: zodResolver(createContentSchema),
    defaultValues: { text: '' },
  });
  const dialog = useResettingDialog(() => form.reset({ text: '' }));

  function onSubmit({ text }: CreateContentInput) {
    create.mutate(
      { text: text.trim() },
      {
        onSuccess: () => {
          toast.success('Knowledge content added successfully');
          dialog.onOpenChange(false);
        },
        onError: () => toast.error('Failed to add knowledge content'),
      },
    );
  }

  return (
    <FormDialog
      {...dialog}
      trigger={
        <RequirePermission permission="knowledge.write">
          <AddButton>Add Content</AddButton>
        </RequirePermission>
      }
      title="Add knowledge content"
      description="Paste a passage your operator can answer from: a FAQ, a policy, product details."
      className="sm:max-w-2xl"
      form={form}
      onSubmit={form.handleSubmit(onSubmit)}
      isPending={create.isPending}
      submitLabel="Add content"
      pendingLabel="Adding..."
    >
      <TextField
        control={form.control}
        name="text"
        label="Content"
        counter={KNOWLEDGE_TEXT_MAX}
        multiline
        rows={10}
        className="field-sizing-fixed max-h-[50dvh]"
        placeholder="e.g. We ship to every EU country within 3 to 5 working days..."
      />
    </FormDialog>
  );
}
