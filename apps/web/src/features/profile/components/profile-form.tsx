import { type ProfileFormValues, profileFormSchema, type User } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
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
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Full Name</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" disabled {...field} />
              </FormControl>
              <FormDescription>Your email address cannot be changed.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Phone</FormLabel>
              <FormControl>
                <Input type="tel" autoComplete="tel" {...field} value={field.value ?? ''} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
