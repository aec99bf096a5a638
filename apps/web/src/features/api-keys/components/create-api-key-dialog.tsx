import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { AddButton } from '@/components/add-button';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useCreateApiKey } from '../api/create-api-key';
import {
  type CreateApiKeyFormValues,
  createApiKeyFormSchema,
  toCreateApiKeyPayload,
} from '../create-api-key-form';

const emptyForm: CreateApiKeyFormValues = { name: '', description: '', allowedOrigins: '' };

/** The 'Create Public API Key' button and its dialog. */
export function CreateApiKeyDialog() {
  const create = useCreateApiKey();
  const { form, dialog } = useDialogForm({
    resolver: zodResolver(createApiKeyFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(toCreateApiKeyPayload(values), {
      onSuccess: () => {
        toast.success('API key created successfully');
        dialog.onOpenChange(false);
      },
      onError: () => toast.error('Failed to create API key'),
    }),
  );

  return (
    <FormDialog
      {...dialog}
      trigger={<AddButton>Create Public API Key</AddButton>}
      title="Create public API key"
      description="Name the key after the website or app that will use it."
      form={form}
      onSubmit={onSubmit}
      isPending={create.isPending}
      submitLabel="Create key"
      pendingLabel="Creating..."
    >
      <TextField
        control={form.control}
        name="name"
        label="Name"
        placeholder="e.g. Website chat"
        autoComplete="off"
      />
      <TextField
        control={form.control}
        name="description"
        label="Description"
        multiline
        rows={3}
        className="field-sizing-fixed"
        placeholder="Optional"
      />
      <TextField
        control={form.control}
        name="allowedOrigins"
        label="Allowed origins"
        description="One origin per line, e.g. https://www.example.com. Leave empty to allow any origin."
        multiline
        rows={3}
        className="field-sizing-fixed font-mono text-xs md:text-xs"
        placeholder="https://www.example.com"
        spellCheck={false}
        autoCapitalize="off"
      />
    </FormDialog>
  );
}
