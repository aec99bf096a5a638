import {
  type CreateContentInput,
  createContentSchema,
  isLanguageCode,
  KNOWLEDGE_TEXT_MAX,
  languageCodes,
  languageNames,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AddButton } from '@/components/add-button';
import { FieldShell } from '@/components/field-shell';
import { FormDialog, useResettingDialog } from '@/components/form-dialog';
import { OptionsSelect } from '@/components/options-select';
import { RequirePermission } from '@/components/permission-gate';
import { TextField } from '@/components/text-field';
import { FormControl } from '@/components/ui/form';
import { useCreateContent } from '../api/create-content';

export interface AddContentDialogProps {
  /** What the text starts as (a team member's reply to an unanswered question). */
  initialText?: string;
  /** The button that opens it, instead of 'Add Content'. */
  trigger?: ReactElement<{ disabled?: boolean }>;
  /** Called once the content is saved (after the list is refreshed). */
  onAdded?: () => void;
}

/** The language select's first option: no language is sent, the server detects it from the text. */
const DETECT = 'detect';
const languageOptions = [DETECT, ...languageCodes];
const languageLabels = { [DETECT]: 'Detect automatically', ...languageNames };

/**
 * The add button and its dialog: one textarea with a live counter against the 5000 limit, and the
 * text's language, detected unless chosen.
 */
export function AddContentDialog({ initialText = '', trigger, onAdded }: AddContentDialogProps) {
  const create = useCreateContent();
  const form = useForm<CreateContentInput>({
    resolver: zodResolver(createContentSchema),
    defaultValues: { text: initialText },
  });
  const dialog = useResettingDialog(() => form.reset({ text: initialText }));

  function onSubmit({ text, language }: CreateContentInput) {
    create.mutate(
      { text: text.trim(), ...(language && { language }) },
      {
        onSuccess: () => {
          toast.success('Knowledge content added successfully');
          dialog.onOpenChange(false);
          onAdded?.();
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
          {trigger ?? <AddButton>Add Content</AddButton>}
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
      <FieldShell control={form.control} name="language" label="Language">
        {(field) => (
          <FormControl>
            <OptionsSelect
              options={languageOptions}
              labels={languageLabels}
              name={field.name}
              value={field.value ?? DETECT}
              onChange={(value) => field.onChange(isLanguageCode(value) ? value : undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={field.disabled}
              className="w-full sm:w-60"
            />
          </FormControl>
        )}
      </FieldShell>
    </FormDialog>
  );
}
