import { changePasswordFormSchema } from '@frontdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PasswordField } from '@/components/auth-fields';
import { AuthLayout } from '@/components/auth-layout';
import { SubmitButton } from '@/components/submit-button';
import { ValidatedForm } from '@/components/validated-form';
import { useChangePassword } from './api/change-password';
import { AuthHeading } from './components/auth-heading';
import { AuthLink } from './components/auth-link';

type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

const INVALID_URL_MESSAGE =
  'The change password URL is invalid. Please go to login and reset your password again to repeat the flow.';

/** Reached from the reset e-mail's link, which carries the e-mail and a one-time token. */
export function ChangePasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const email = searchParams.get('email');
  const token = searchParams.get('token');
  const isLinkValid = Boolean(email && token);
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password: '' },
  });

  useEffect(() => {
    if (isLinkValid) return;
    // A fixed id keeps a double-run effect (StrictMode) from stacking two toasts.
    toast.error(INVALID_URL_MESSAGE, { id: 'change-password-invalid-url' });
    navigate('/sign-in', { replace: true });
  }, [isLinkValid, navigate]);

  if (!email || !token) return null;

  async function onSubmit(values: ChangePasswordValues) {
    if (!email || !token) return;
    try {
      await changePassword.mutateAsync({ email, token, password: values.password });
      toast.success('Password changed successfully! Please sign in with your new password.');
      navigate('/sign-in', { replace: true });
    } catch {
      toast.error(
        'Something went wrong. Please go to login and reset password again to repeat the flow.',
      );
    }
  }

  const isChanging = form.formState.isSubmitting;

  return (
    <AuthLayout>
      <div className="grid gap-6">
        <AuthHeading
          title="Change Password"
          description={
            <>
              Choose a new password for <span className="font-medium text-foreground">{email}</span>
            </>
          }
        />
        <ValidatedForm form={form} onSubmit={onSubmit} className="grid gap-4">
          {/* Lets password managers pair the new password with the right account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <PasswordField control={form.control} label="New Password" autoComplete="new-password" />
          <SubmitButton
            isPending={isChanging}
            pendingLabel="Changing Password..."
            className="w-full"
          >
            Change Password
          </SubmitButton>
        </ValidatedForm>
        <AuthLink prompt="Remembered it?" to="/sign-in">
          Sign in
        </AuthLink>
      </div>
    </AuthLayout>
  );
}
