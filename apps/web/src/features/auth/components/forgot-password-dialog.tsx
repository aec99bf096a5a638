import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  RESET_LINK_SENT_MESSAGE,
} from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EmailField } from '@/components/auth-fields';
import { DialogFrame } from '@/components/dialog-frame';
import { SubmitButton } from '@/components/submit-button';
import { Dialog } from '@/components/ui/dialog';
import { ValidatedForm } from '@/components/validated-form';
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
      <DialogFrame
        title="Reset Password"
        description="Enter your email and we'll send you a link to get back into your account."
        className="sm:max-w-md"
      >
        <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-4">
          <EmailField control={form.control} />
          <SubmitButton isPending={isSending} pendingLabel="Sending..." className="w-full">
            Send reset link
          </SubmitButton>
        </ValidatedForm>
      </DialogFrame>
    </Dialog>
  );
}
