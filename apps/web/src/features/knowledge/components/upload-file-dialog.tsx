import { SOURCE_FILE_EXTENSIONS, SOURCE_FILE_MAX_BYTES } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FieldShell } from '@/components/field-shell';
import { fileInputProps } from '@/components/file-input';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useUploadSourceFile } from '../api/upload-source-file';

const MAX_MEGABYTES = SOURCE_FILE_MAX_BYTES / (1024 * 1024);
const ACCEPT = SOURCE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Checked here so a too large file is refused before it is sent; the server checks again. */
const uploadFormSchema = z.object({
  file: z
    .custom<File | undefined>((value) => value instanceof File, 'Choose a file to upload.')
    // Only a File gets past the check above.
    .transform((file) => file as File)
    .refine(
      (file) => (SOURCE_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)),
      'Choose a PDF, DOCX, HTML, Markdown, TXT or CSV file.',
    )
    .refine(
      (file) => file.size <= SOURCE_FILE_MAX_BYTES,
      `This file is larger than ${MAX_MEGABYTES} MB. Upload a file of ${MAX_MEGABYTES} MB or less.`,
    ),
});
type UploadFormInput = z.input<typeof uploadFormSchema>;
type UploadFormOutput = z.output<typeof uploadFormSchema>;

/** 'Upload file' and its dialog: one file, read into passages once it is sent. */
export function UploadFileDialog() {
  const upload = useUploadSourceFile();
  const { form, dialog } = useDialogForm<UploadFormInput, UploadFormOutput>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { file: undefined },
  });

  function onSubmit({ file }: UploadFormOutput) {
    upload.mutate(file, {
      onSuccess: () => {
        toast.success('File uploaded; reading it now');
        dialog.onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to upload the file')),
    });
  }

  return (
    <FormDialog
      {...dialog}
      trigger={
        <RequirePermission permission="knowledge.write">
          <Button variant="outline" size="sm">
            <Upload aria-hidden />
            Upload file
          </Button>
        </RequirePermission>
      }
      title="Upload a file"
      description="A PDF with a text layer, a Word document (DOCX), HTML, Markdown, TXT or CSV."
      className="sm:max-w-lg"
      form={form}
      onSubmit={form.handleSubmit(onSubmit)}
      isPending={upload.isPending}
      submitLabel="Upload"
      pendingLabel="Uploading..."
    >
      <FieldShell
        control={form.control}
        name="file"
        label="File"
        description={`Up to ${MAX_MEGABYTES} MB.`}
      >
        {(field) => (
          <FormControl>
            <Input
              {...fileInputProps(field)}
              accept={ACCEPT}
              className="cursor-pointer text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-sm file:bg-muted file:px-2 file:text-foreground"
            />
          </FormControl>
        )}
      </FieldShell>
    </FormDialog>
  );
}
