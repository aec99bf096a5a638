import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  RESET_LINK_SENT_MESSAGE,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/reset-password';

export function ForgotPasswordDialog({
  open,
  onOpenChange,
  defaultEmail = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const requestReset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  // Carry over what the user already typed on the sign-in form when the dialog opens.
  useEffect(() => {
    if (open && !form.getValues('email') && defaultEmail) form.setValue('email', defaultEmail);
  }, [open, defaultEmail, form]);

  async function onSubmit(values: ForgotPasswordInput) {
    try {
      await requestReset.mutateAsync(values);
      toast.success(RESET_LINK_SENT_MESSAGE);
      form.reset({ email: '' });
      onOpenChange(false);
    } catch {
      // Stays open so the user can try again.
      toast.error('Failed to send reset email. Please try again.');
    }
  }

  const isSending = form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>
            Enter your email and we&apos;ll send you a link to get back into your account.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input
                      type="email"
                      autoComplete="email"
                      placeholder="m@example.com"
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" className="w-full" disabled={isSending}>
              {isSending ? 'Sending...' : 'Send reset link'}
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
