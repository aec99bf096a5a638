import { type ProfileFormValues, profileFormSchema, type User } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { ValidatedForm } from '@/components/validated-form';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileFormProps {
  user: User;
  onDone: () => void;
}

/** Name and phone can change; the e-mail is the sign-in identity and is shown disabled. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
  });

  function onSubmit(values: ProfileFormValues) {
    update.mutate(
      { name: values.name, phone: values.phone ?? '' },
      {
        onSuccess: () => {
          toast.success('Profile updated', {
            description: 'Your profile has been successfully updated.',
          });
          onDone();
        },
        onError: () => toast.error('Failed to update profile. Please try again.'),
      },
    );
  }

  return (
    <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <TextField control={form.control} name="name" label="Full Name" autoComplete="name" />
      <TextField
        control={form.control}
        name="email"
        label="Email"
        description="Your email address cannot be changed."
        type="email"
        disabled
      />
      <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <SubmitButton isPending={update.isPending} pendingLabel="Saving...">
          Save Changes
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}
