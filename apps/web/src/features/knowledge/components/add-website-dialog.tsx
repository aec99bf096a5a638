import {
  type CreateWebsiteSource,
  createWebsiteSourceSchema,
  SOURCE_MAX_PAGES,
  syncSchedules,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCreateWebsiteSource } from '../api/create-website-source';
import { scheduleLabels } from '../source-format';

/** Patterns are typed one a line (or comma-separated); blank ones are dropped. */
function splitPatterns(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((pattern) => pattern.trim())
    .filter(Boolean);
}

const patternsField = z
  .string()
  .transform(splitPatterns)
  .pipe(
    z
      .array(z.string().max(200, 'A pattern must be 200 characters or less.'))
      .max(20, 'At most 20 patterns.'),
  );

/** The form's fields as typed (text), checked with the contract's own URL rule. */
const websiteFormSchema = z.object({
  url: createWebsiteSourceSchema.shape.url,
  maxPages: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter a whole number of pages.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Read at least 1 page.')
        .max(SOURCE_MAX_PAGES, `At most ${SOURCE_MAX_PAGES.toLocaleString('en')} pages.`),
    ),
  schedule: z.enum(syncSchedules),
  include: patternsField,
  exclude: patternsField,
});
type WebsiteFormInput = z.input<typeof websiteFormSchema>;
type WebsiteFormOutput = z.output<typeof websiteFormSchema>;

const defaults: WebsiteFormInput = {
  url: '',
  maxPages: '100',
  schedule: 'weekly',
  include: '',
  exclude: '',
};

const optional = <span className="text-muted-foreground text-xs">Optional</span>;

/** 'Add website' and its dialog: the address, how many pages, how often to sync, and patterns. */
export function AddWebsiteDialog() {
  const create = useCreateWebsiteSource();
  const { form, dialog } = useDialogForm<WebsiteFormInput, WebsiteFormOutput>({
    resolver: zodResolver(websiteFormSchema),
    defaultValues: defaults,
  });

  function onSubmit(values: WebsiteFormOutput) {
    const body: CreateWebsiteSource = { type: 'website', ...values };
    create.mutate(body, {
      onSuccess: () => {
        toast.success('Website added; reading its pages now');
        dialog.onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to add the website')),
    });
  }

  return (
    <FormDialog
      {...dialog}
      trigger={
        <RequirePermission permission="knowledge.write">
          <Button variant="outline" size="sm">
            <Globe aria-hidden />
            Add website
          </Button>
        </RequirePermission>
      }
      title="Add a website"
      description="Your operator reads the site's pages (its sitemap first, then its links) and keeps them in sync."
      className="sm:max-w-lg"
      form={form}
      onSubmit={form.handleSubmit(onSubmit)}
      isPending={create.isPending}
      submitLabel="Add website"
      pendingLabel="Adding..."
    >
      <TextField
        control={form.control}
        name="url"
        label="Website URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.example.com"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="maxPages"
          label="Max pages"
          inputMode="numeric"
          description="Your plan may allow fewer."
        />
        <SelectField
          control={form.control}
          name="schedule"
          label="Sync schedule"
          options={syncSchedules}
          labels={scheduleLabels}
        />
      </div>
      <TextField
        control={form.control}
        name="include"
        label="Include"
        labelAside={optional}
        multiline
        rows={2}
        placeholder="/help/*"
        description="Only pages whose path matches one of these (one a line; * matches anything)."
      />
      <TextField
        control={form.control}
        name="exclude"
        label="Exclude"
        labelAside={optional}
        multiline
        rows={2}
        placeholder="/blog/*"
        description="Pages whose path matches one of these are never read."
      />
    </FormDialog>
  );
}
