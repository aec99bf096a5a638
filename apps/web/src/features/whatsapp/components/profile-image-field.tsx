import type { MessagingProfile, MessagingProfileInput, ProfileImage } from '@frontdesk/contracts';
import { ImageIcon, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Control, ControllerRenderProps } from 'react-hook-form';
import { FieldShell } from '@/components/field-shell';
import { fileInputProps } from '@/components/file-input';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { FormControl, useFormField } from '@/components/ui/form';
import { cn } from '@/lib/cn';

/**
 * The chosen image as a data: URL for the preview. Not a blob: URL: the server's content
 * security policy allows images from 'self' and data: only.
 */
function usePreviewUrl(file: ProfileImage | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!(file instanceof Blob) || !file.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setUrl(reader.result);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

function ImagePreview({ file }: { file: ProfileImage | undefined }) {
  const url = usePreviewUrl(file);
  return (
    <Avatar className="size-16 border">
      {url && <AvatarImage src={url} alt="" className="object-cover" />}
      <AvatarFallback className="text-muted-foreground">
        <ImageIcon className="size-6" aria-hidden />
      </AvatarFallback>
    </Avatar>
  );
}

type ImageFieldProps = ControllerRenderProps<MessagingProfileInput, 'profileImage'>;

/**
 * The browser's own file input says "No file chosen" again after Back and cuts its text short
 * on a phone, so it is hidden (still focusable) behind a button-like label and the form's file.
 */
function ImagePicker(field: ImageFieldProps) {
  const { formItemId } = useFormField();
  const file = field.value as ProfileImage | undefined;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1.5">
      <FormControl>
        <input {...fileInputProps(field)} accept="image/*" className="peer sr-only" />
      </FormControl>
      <label
        htmlFor={formItemId}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-aria-invalid:border-destructive',
        )}
      >
        <Upload aria-hidden />
        {file ? 'Change image' : 'Choose image'}
      </label>
      <span className="min-w-0 truncate text-muted-foreground text-sm">
        {file?.name || 'No image chosen'}
      </span>
    </div>
  );
}

/** The profile picture, with a round preview as WhatsApp will show it. */
export function ProfileImageField({
  control,
}: {
  control: Control<MessagingProfileInput, unknown, MessagingProfile>;
}) {
  return (
    <FieldShell
      control={control}
      name="profileImage"
      label="Profile Image"
      description="Shown as your business's picture in WhatsApp. Any image file."
      itemClassName="md:col-span-2"
    >
      {(field) => (
        <div className="flex items-center gap-4">
          <ImagePreview file={field.value as ProfileImage | undefined} />
          <ImagePicker {...field} />
        </div>
      )}
    </FieldShell>
  );
}
